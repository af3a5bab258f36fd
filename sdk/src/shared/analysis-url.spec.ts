import { describe, expect, it } from 'vitest';
import { normaliseAnalysisUrl } from './analysis-url.js';

describe('normaliseAnalysisUrl (spec 000 §5)', () => {
  it.each([
    ['  exemplo.com.br  ', 'https://exemplo.com.br/'],
    ['http://exemplo.com.br/contato', 'http://exemplo.com.br/contato'],
    ['HTTPS://Exemplo.com.br', 'https://exemplo.com.br/'],
    ['ttp://exemplo.com.br', 'http://exemplo.com.br/'],
    ['ttps://exemplo.com.br/a?b=1#top', 'https://exemplo.com.br/a?b=1'],
    ['www.padaria.com/produtos', 'https://www.padaria.com/produtos'],
    ['localhost:8080/x', 'https://localhost:8080/x'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseAnalysisUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each(['', '   '])('refuses an empty value %j', (input) => {
    expect(normaliseAnalysisUrl(input)).toEqual({ ok: false, error: 'empty' });
  });

  it.each(['ftp://exemplo.com', 'javascript:alert(1)', 'exemplo com espaço.com', 'semponto', 'https://'])('refuses %s', (input) => {
    expect(normaliseAnalysisUrl(input)).toEqual({ ok: false, error: 'invalid' });
  });
});
