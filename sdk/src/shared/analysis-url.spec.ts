import { describe, expect, it } from 'vitest';
import { normaliseAnalysisUrl } from './analysis-url.js';

describe('normaliseAnalysisUrl', () => {
  it.each([
    // Typed without a scheme: https is put in front, and the result says so (the server may fall back to http).
    ['  exemplo.com.br  ', 'https://exemplo.com.br/', true],
    ['http://exemplo.com.br/contato', 'http://exemplo.com.br/contato', false],
    ['HTTPS://Exemplo.com.br', 'https://exemplo.com.br/', false],
    ['ttp://exemplo.com.br', 'http://exemplo.com.br/', false],
    ['ttps://exemplo.com.br/a?b=1#top', 'https://exemplo.com.br/a?b=1', false],
    ['www.padaria.com/produtos', 'https://www.padaria.com/produtos', true],
    ['localhost:8080/x', 'https://localhost:8080/x', true],
  ])('%s → %s', (input, expected, schemeAdded) => {
    expect(normaliseAnalysisUrl(input)).toEqual({ ok: true, url: expected, schemeAdded });
  });

  it.each(['', '   '])('refuses an empty value %j', (input) => {
    expect(normaliseAnalysisUrl(input)).toEqual({ ok: false, error: 'empty' });
  });

  it.each(['ftp://exemplo.com', 'javascript:alert(1)', 'exemplo com espaço.com', 'semponto', 'https://'])('refuses %s', (input) => {
    expect(normaliseAnalysisUrl(input)).toEqual({ ok: false, error: 'invalid' });
  });
});
