import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { boletoCheck } from './boleto.check.js';

const check = (body: string) => boletoCheck(testPage(body));

describe('boleto', () => {
  it('passes when boleto bancário is mentioned', () => {
    const result = check('<p>Pagamento via boleto bancário com vencimento em 3 dias.</p>');
    expect(result.found).toBe(true);
    expect(result.evidence).toContain('boleto bancário');
  });

  it('passes with a payment badge labelled boleto', () => {
    expect(check('<img src="/icones/b.svg" alt="Boleto">').found).toBe(true);
  });

  it('fails when boleto is not mentioned', () => {
    expect(check('<p>Aceitamos cartão e Pix.</p>')).toEqual({ id: 'boleto', found: false, evidence: null });
  });
});
