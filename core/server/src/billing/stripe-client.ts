import Stripe from 'stripe';
import type { AppConfig } from '../config/config.schema.js';

/** The real Stripe client; STRIPE_BASE_URL points it elsewhere (a loopback stub in tests). */
export function createStripeClient(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_BASE_URL'>): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_BASE_URL ? new URL(config.STRIPE_BASE_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Otimiza' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');
