import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { hreflangPtBrCheck } from './hreflang-pt-br.check.js';

describe('hreflang-pt-br', () => {
  it('passes with <link rel="alternate" hreflang="pt-BR">', () => {
    const head = '<link rel="alternate" hreflang="en" href="https://exemplo.com.br/en/"><link rel="alternate" hreflang="pt-BR" href="https://exemplo.com.br/">';
    const result = hreflangPtBrCheck(testPage('<p>Olá</p>', { head }));
    expect(result.found).toBe(true);
    expect(result.evidence).toContain('hreflang="pt-BR"');
  });

  it('passes with the same link in an HTTP Link header', () => {
    const headers = { link: '<https://exemplo.com.br/en/>; rel="alternate"; hreflang="en", <https://exemplo.com.br/>; rel="alternate"; hreflang="pt-BR"' };
    const result = hreflangPtBrCheck(testPage('<p>Olá</p>', { headers }));
    expect(result).toEqual({ id: 'hreflang-pt-br', found: true, evidence: 'Link: <https://exemplo.com.br/>; rel="alternate"; hreflang="pt-BR"' });
  });

  it('fails with no hreflang, or with hreflang for other languages only', () => {
    expect(hreflangPtBrCheck(testPage('<p>Olá</p>'))).toEqual({ id: 'hreflang-pt-br', found: false, evidence: null });
    expect(hreflangPtBrCheck(testPage('<p>Olá</p>', { head: '<link rel="alternate" hreflang="pt-PT" href="/pt/">' })).found).toBe(false);
  });

  it('ignores a hreflang on a link that is not rel="alternate"', () => {
    expect(hreflangPtBrCheck(testPage('<p>Olá</p>', { head: '<link rel="stylesheet" hreflang="pt-BR" href="/a.css">' })).found).toBe(false);
  });
});
