import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages';

describe('the interface language rule', () => {
  it('keeps a stored pt or en', () => {
    expect(detectLanguage('pt', 'en-US')).toBe('pt');
    expect(detectLanguage('en', 'pt-BR')).toBe('en');
  });

  it('falls back to the browser language when nothing valid is stored', () => {
    expect(detectLanguage(null, 'en-GB')).toBe('en');
    expect(detectLanguage('fr', 'EN')).toBe('en');
    expect(detectLanguage(null, 'pt-BR')).toBe('pt');
    expect(detectLanguage(null, 'de-DE')).toBe('pt');
    expect(detectLanguage(null, undefined)).toBe('pt');
  });
});
