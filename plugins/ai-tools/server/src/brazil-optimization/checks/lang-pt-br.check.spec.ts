import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { langPtBrCheck } from './lang-pt-br.check.js';

describe('lang-pt-br', () => {
  it('passes with <html lang="pt-BR"> or plain "pt"', () => {
    expect(langPtBrCheck(testPage('<p>Olá</p>', { lang: 'pt-BR' }))).toEqual({ id: 'lang-pt-br', found: true, evidence: '<html lang="pt-BR">' });
    expect(langPtBrCheck(testPage('<p>Olá</p>', { lang: 'pt' })).found).toBe(true);
    expect(langPtBrCheck(testPage('<p>Olá</p>', { lang: 'pt_BR' })).found).toBe(true);
  });

  it('passes with a Content-Language header when the tag has no lang', () => {
    const result = langPtBrCheck(testPage('<p>Olá</p>', { headers: { 'Content-Language': 'pt-BR' } }));
    expect(result).toEqual({ id: 'lang-pt-br', found: true, evidence: 'Content-Language: pt-BR' });
  });

  it('fails without a lang attribute', () => {
    expect(langPtBrCheck(testPage('<p>Olá</p>'))).toEqual({ id: 'lang-pt-br', found: false, evidence: null });
  });

  it('fails for English and for European Portuguese, reporting the declared language', () => {
    expect(langPtBrCheck(testPage('<p>Hello</p>', { lang: 'en' }))).toEqual({ id: 'lang-pt-br', found: false, evidence: '<html lang="en">' });
    expect(langPtBrCheck(testPage('<p>Olá</p>', { lang: 'pt-PT' })).found).toBe(false);
  });
});
