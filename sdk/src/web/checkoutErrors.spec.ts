import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-fetch.js';
import { nextPaidPlan } from './billing.js';
import { CheckoutUrlMissingError, checkoutDestination, checkoutErrorText, checkoutMessages, paymentErrorText } from './checkoutErrors.js';

const apiError = (status: number, type: ConstructorParameters<typeof ApiRequestError>[1], message: string) => new ApiRequestError(status, type, message);

describe('checkout error toasts', () => {
  it('says the session could not be created when the answer has no address', () => {
    expect(checkoutErrorText(new CheckoutUrlMissingError())).toEqual({
      title: checkoutMessages.noUrlTitle,
      description: checkoutMessages.noUrlDescription,
    });
  });

  it('maps 401 to Acesso negado and 400 to Erro na solicitação, whatever the server said', () => {
    expect(checkoutErrorText(apiError(401, 'AUTHENTICATION_ERROR', 'Não autenticado'))).toEqual({
      title: checkoutMessages.deniedTitle,
      description: checkoutMessages.deniedDescription,
    });
    expect(checkoutErrorText(apiError(400, 'VALIDATION_ERROR', 'Dados inválidos para o upgrade'))).toEqual({
      title: checkoutMessages.invalidTitle,
      description: checkoutMessages.invalidDescription,
    });
  });

  it('reads the status from a plain error’s text, as the original did', () => {
    expect(checkoutErrorText(new Error('401: Unauthorized')).title).toBe(checkoutMessages.deniedTitle);
    expect(checkoutErrorText(new Error('400: Bad Request')).title).toBe(checkoutMessages.invalidTitle);
  });

  it('shows the server’s message for a refusal that explains itself', () => {
    expect(checkoutErrorText(apiError(409, 'VALIDATION_ERROR', 'Você já assina o plano Pro'))).toEqual({
      title: checkoutMessages.upgradeTitle,
      description: 'Você já assina o plano Pro',
    });
    expect(checkoutErrorText(apiError(503, 'API_UNAVAILABLE', 'Pagamentos indisponíveis')).description).toBe('Pagamentos indisponíveis');
    expect(checkoutErrorText(apiError(403, 'FORBIDDEN', 'Modo demonstração')).description).toBe('Modo demonstração');
  });

  it('falls back to Tente novamente em alguns minutos for failures that tell the user nothing', () => {
    for (const error of [
      apiError(0, 'NETWORK_ERROR', 'Failed to fetch'),
      apiError(500, 'INTERNAL_ERROR', 'Internal server error'),
      apiError(502, 'API_ERROR', 'Server returned text/html instead of JSON.'),
      new Error('boom'),
    ]) {
      expect(checkoutErrorText(error)).toEqual({ title: checkoutMessages.upgradeTitle, description: checkoutMessages.upgradeDescription });
    }
  });

  it('words a failure at registration’s payment step as Erro no pagamento', () => {
    expect(paymentErrorText(apiError(500, 'INTERNAL_ERROR', 'stack'))).toEqual({
      title: checkoutMessages.paymentTitle,
      description: checkoutMessages.paymentDescription,
    });
    expect(paymentErrorText(apiError(503, 'API_UNAVAILABLE', 'Pagamentos indisponíveis')).description).toBe('Pagamentos indisponíveis');
  });
});

describe('checkout destination', () => {
  it('takes url or checkoutUrl, and refuses an answer without one', () => {
    expect(checkoutDestination({ url: '/billing/sandbox/checkout/cs_1' })).toBe('/billing/sandbox/checkout/cs_1');
    expect(checkoutDestination({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_2' })).toBe('https://checkout.stripe.com/c/pay/cs_2');
    expect(() => checkoutDestination({ url: '' })).toThrow(CheckoutUrlMissingError);
    expect(() => checkoutDestination({ url: '  ' })).toThrow(CheckoutUrlMissingError);
    expect(() => checkoutDestination(null)).toThrow(CheckoutUrlMissingError);
  });
});

describe('the next plan an upgrade dialog offers', () => {
  it('goes one step up and stops at enterprise', () => {
    expect(nextPaidPlan('free')).toBe('lite');
    expect(nextPaidPlan('lite')).toBe('pro');
    expect(nextPaidPlan('pro')).toBe('enterprise');
    expect(nextPaidPlan('enterprise')).toBeNull();
  });
});
