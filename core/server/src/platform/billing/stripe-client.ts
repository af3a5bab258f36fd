import Stripe from 'stripe';
import type { ServiceStatusPort } from '@otimiza/sdk/server';
import type { AppConfig } from '../../kernel/index.js';

/**
 * The real Stripe client; STRIPE_BASE_URL points it elsewhere (a loopback stub in tests). Every
 * answer reports to the service status: the health card shows the last error seen in real use.
 */
export function createStripeClient(config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_BASE_URL'>, serviceStatus?: ServiceStatusPort): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_BASE_URL ? new URL(config.STRIPE_BASE_URL) : null;
  const client = new Stripe(config.STRIPE_SECRET_KEY, {
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
  client.on('response', (event: Stripe.ResponseEvent) => {
    // 4xx answers other than a refused key are about the request, not the service's health.
    if (event.status >= 500 || event.status === 401 || event.status === 403)
      void serviceStatus?.recordError('stripe', `Stripe answered ${event.status} to ${event.method} ${event.path}`);
    else if (event.status < 400) void serviceStatus?.recordSuccess('stripe');
  });
  return client;
}

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');
