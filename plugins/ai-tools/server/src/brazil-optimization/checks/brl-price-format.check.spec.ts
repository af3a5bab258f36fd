import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { brlPriceFormatCheck } from './brl-price-format.check.js';

const check = (body: string) => brlPriceFormatCheck(testPage(body));

describe('brl-price-format', () => {
  it('passes with Brazilian prices: thousands dot, decimal comma, or whole reais', () => {
    expect(check('<p>Bolo de cenoura por R$ 1.234,56</p>')).toEqual({ id: 'brl-price-format', found: true, evidence: 'R$ 1.234,56' });
    expect(check('<p>Plano mensal: R$ 49</p>').evidence).toBe('R$ 49');
    expect(check('<p>Apenas R$49,90.</p>').evidence).toBe('R$49,90');
    expect(check('<p>Apenas R$&nbsp;19,90</p>').found).toBe(true);
  });

  it('does not pass a US price', () => {
    expect(check('<p>Only $ 12.99 per month</p>')).toEqual({ id: 'brl-price-format', found: false, evidence: '$ 12.99' });
    expect(check('<p>Price: US$ 1,234.56.</p>')).toEqual({ id: 'brl-price-format', found: false, evidence: 'US$ 1,234.56' });
  });

  it('does not pass reais written in the US format', () => {
    expect(check('<p>Por R$ 12.99</p>').found).toBe(false);
    expect(check('<p>Por R$1,234.56</p>').found).toBe(false);
  });

  it('fails on a page with no price', () => {
    expect(check('<p>Fale conosco</p>')).toEqual({ id: 'brl-price-format', found: false, evidence: null });
  });
});
