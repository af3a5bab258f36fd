import { describe, expect, it } from 'vitest';
import { jsonLdScript, testPage } from '../../common/test-page.fixture.js';
import { cnpjCheck } from './cnpj.check.js';

describe('cnpj', () => {
  it('passes with a formatted CNPJ whose check digits are valid', () => {
    expect(cnpjCheck(testPage('<footer>Padaria Exemplo Ltda — CNPJ: 11.222.333/0001-81</footer>'))).toEqual({
      id: 'cnpj',
      found: true,
      evidence: 'CNPJ 11.222.333/0001-81',
    });
  });

  it('passes with 14 digits after a CNPJ label', () => {
    expect(cnpjCheck(testPage('<footer>CNPJ nº 11222333000181</footer>')).evidence).toBe('CNPJ 11222333000181');
  });

  it('passes with the JSON-LD taxID', () => {
    const head = jsonLdScript({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Exemplo', taxID: '11.222.333/0001-81' });
    expect(cnpjCheck(testPage('<p>Olá</p>', { head })).found).toBe(true);
  });

  it('fails with an invalid check digit, reporting the number seen', () => {
    expect(cnpjCheck(testPage('<footer>CNPJ: 11.222.333/0001-80</footer>'))).toEqual({ id: 'cnpj', found: false, evidence: 'CNPJ 11.222.333/0001-80' });
  });

  it('fails when 14 digits have no CNPJ label, and when there is no CNPJ', () => {
    expect(cnpjCheck(testPage('<p>Pedido 11222333000181</p>')).found).toBe(false);
    expect(cnpjCheck(testPage('<p>Olá</p>'))).toEqual({ id: 'cnpj', found: false, evidence: null });
  });
});
