import { ApiError } from '@otimiza/sdk/server';
import Stripe from 'stripe';
import { redactSecrets } from '../../kernel/index.js';

/** Runs Stripe calls; a Stripe failure becomes the spec's 'Falha ao criar sessão de pagamento Stripe' (503) instead of a bare 500. */
export async function viaStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    throw new ApiError(
      'API_UNAVAILABLE',
      503,
      { pt: 'Falha ao criar sessão de pagamento Stripe. Tente novamente.', en: 'The Stripe payment session could not be created. Try again.' },
      { stripe: redactSecrets(error.message) },
    );
  }
}
