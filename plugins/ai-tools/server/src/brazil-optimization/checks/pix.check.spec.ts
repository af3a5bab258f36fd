import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { pixCheck } from './pix.check.js';

const check = (body: string) => pixCheck(testPage(body));

describe('pix', () => {
  it('passes when Pix is named as a way to pay', () => {
    const result = check('<p>Formas de pagamento: cartão de crédito, boleto e Pix.</p>');
    expect(result.found).toBe(true);
    expect(result.evidence).toContain('Pix');
    expect(check('<p>Pague com Pix e ganhe 5% de desconto</p>').found).toBe(true);
  });

  it('passes with a payment badge labelled Pix', () => {
    expect(check('<img src="/icones/pix.svg" alt="Pix">')).toEqual({ id: 'pix', found: true, evidence: '<img src="/icones/pix.svg" alt="Pix">' });
  });

  it('fails without Pix, and for "pix" as slang for pictures', () => {
    expect(check('<p>Aceitamos cartão de crédito.</p>')).toEqual({ id: 'pix', found: false, evidence: null });
    expect(check('<p>See our holiday pix from the beach.</p>').found).toBe(false);
    expect(check('<p>Pixel art workshop</p>').found).toBe(false);
  });
});
