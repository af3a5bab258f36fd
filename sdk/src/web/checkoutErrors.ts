import type { MessageDescriptor } from '../shared/index.js';
import { ApiRequestError } from './api-fetch.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro
// transform. The `/*i18n*/` descriptors are extracted into the host's catalog.
export const checkoutMessages = {
  noUrlTitle: /*i18n*/ { id: 'sdk.checkout.noUrl.title', message: 'Erro no checkout' },
  noUrlDescription: /*i18n*/ { id: 'sdk.checkout.noUrl.description', message: 'Não foi possível criar a sessão de pagamento' },
  deniedTitle: /*i18n*/ { id: 'sdk.checkout.denied.title', message: 'Acesso negado' },
  deniedDescription: /*i18n*/ { id: 'sdk.checkout.denied.description', message: 'Você precisa estar logado para fazer upgrade' },
  invalidTitle: /*i18n*/ { id: 'sdk.checkout.invalid.title', message: 'Erro na solicitação' },
  invalidDescription: /*i18n*/ { id: 'sdk.checkout.invalid.description', message: 'Dados inválidos para o upgrade' },
  upgradeTitle: /*i18n*/ { id: 'sdk.checkout.upgrade.title', message: 'Erro no upgrade' },
  upgradeDescription: /*i18n*/ { id: 'sdk.checkout.upgrade.description', message: 'Tente novamente em alguns minutos' },
  paymentTitle: /*i18n*/ { id: 'sdk.checkout.payment.title', message: 'Erro no pagamento' },
  paymentDescription: /*i18n*/ {
    id: 'sdk.checkout.payment.description',
    message: 'Falha ao criar sessão de pagamento Stripe. Tente novamente.',
  },
} satisfies Record<string, MessageDescriptor>;

/** A checkout answer without an address to go to. */
export class CheckoutUrlMissingError extends Error {
  constructor() {
    super('The checkout answer has no URL');
    this.name = 'CheckoutUrlMissingError';
  }
}

export interface CheckoutErrorText {
  title: MessageDescriptor;
  /** A catalog message, or the server's own message (already in the request's language). */
  description: MessageDescriptor | string;
}

function statusOf(error: unknown): number | null {
  if (error instanceof ApiRequestError) return error.status;
  // The original matched the status in the error's text ('401: …').
  const match = error instanceof Error ? /\b(4\d\d|5\d\d)\b/.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The server's message when it tells the user something useful (a 409 'already on this plan', a
 * 503 'payments unavailable', a 403 in the demo); none for a network failure, an answer that
 * was not JSON, or an internal error.
 */
export function helpfulServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || !error.message) return null;
  if (error.status === 0 || (error.status >= 500 && error.status !== 503)) return null;
  if (error.type === 'API_ERROR' || error.type === 'INTERNAL_ERROR' || error.type === 'NETWORK_ERROR') return null;
  return error.message;
}

/**
 * The toast of a failed upgrade checkout: no address → 'Erro no checkout';
 * 401 → 'Acesso negado'; 400 → 'Erro na solicitação'; anything else → 'Erro no upgrade' with
 * the server's message when it helps, else 'Tente novamente em alguns minutos'.
 */
export function checkoutErrorText(error: unknown): CheckoutErrorText {
  if (error instanceof CheckoutUrlMissingError) {
    return { title: checkoutMessages.noUrlTitle, description: checkoutMessages.noUrlDescription };
  }
  const status = statusOf(error);
  if (status === 401) return { title: checkoutMessages.deniedTitle, description: checkoutMessages.deniedDescription };
  if (status === 400) return { title: checkoutMessages.invalidTitle, description: checkoutMessages.invalidDescription };
  return { title: checkoutMessages.upgradeTitle, description: helpfulServerMessage(error) ?? checkoutMessages.upgradeDescription };
}

/**
 * The toast of a failed checkout at registration's payment step (payment provider
 * failure): 'Erro no pagamento' with the server's message, or the spec's fallback.
 */
export function paymentErrorText(error: unknown): CheckoutErrorText {
  if (error instanceof CheckoutUrlMissingError) {
    return { title: checkoutMessages.paymentTitle, description: checkoutMessages.noUrlDescription };
  }
  return { title: checkoutMessages.paymentTitle, description: helpfulServerMessage(error) ?? checkoutMessages.paymentDescription };
}

/** The address a checkout answer sends the browser to, or a CheckoutUrlMissingError. */
export function checkoutDestination(answer: { url?: string | null; checkoutUrl?: string | null } | null | undefined): string {
  const url = answer?.url || answer?.checkoutUrl || '';
  if (!url.trim()) throw new CheckoutUrlMissingError();
  return url;
}
