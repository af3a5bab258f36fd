import type { PaymentsMode } from '@otimiza/sdk/shared';
import type { AppConfig } from '../../kernel/index.js';

/** Stripe with a secret key; without one, the local sandbox — except in production, where payments are then off. */
export function paymentsModeOf(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'NODE_ENV'>): PaymentsMode {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return config.NODE_ENV === 'production' ? 'unavailable' : 'sandbox';
}
