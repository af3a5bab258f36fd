import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import { roleAtLeast, type BillingSubscriptionResponse, type Language } from '@otimiza/sdk/shared';
import type Stripe from 'stripe';
import type { Identity } from '../accounts/identity.service.js';
import { APP_CONFIG, type AppConfig, publicUrlOf } from '../../kernel/index.js';
import { BillingStore } from './billing-store.js';
import { paymentsModeOf } from './payments-mode.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { viaStripe } from './stripe-failure.js';

export const sandboxPortalPath = '/billing/sandbox/portal';

/** The workspace's subscription as the plans page shows it, and the way to manage it. */
@Injectable()
export class BillingService {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: BillingStore,
  ) {}

  async describe(identity: Identity): Promise<BillingSubscriptionResponse> {
    const mode = paymentsModeOf(this.config);
    const { workspaceId } = identity.auth;
    const current = await this.store.currentSubscription(workspaceId);
    const provider = mode === 'stripe' ? 'stripe' : 'sandbox';
    const customer = mode === 'unavailable' ? null : await this.store.latestWithCustomer(workspaceId, provider);
    return {
      paymentsMode: mode,
      basePlan: identity.basePlan,
      subscription: current
        ? {
            plan: current.plan,
            status: current.status,
            provider: current.provider,
            currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: current.cancelAtPeriodEnd,
          }
        : null,
      canManage: customer !== null && roleAtLeast(identity.auth.role, 'admin'),
    };
  }

  /** Stripe's customer portal (cancel, change card, invoices), or the sandbox's page. */
  async portal(identity: Identity, language: Language): Promise<{ url: string }> {
    const mode = paymentsModeOf(this.config);
    const provider = mode === 'stripe' ? 'stripe' : 'sandbox';
    const customer = mode === 'unavailable' ? null : await this.store.latestWithCustomer(identity.auth.workspaceId, provider);
    if (!customer?.customerId) {
      throw new ApiError('NOT_FOUND', 404, { pt: 'Nenhuma assinatura encontrada para esta conta.', en: 'No subscription was found for this account.' });
    }
    if (provider === 'sandbox') return { url: sandboxPortalPath };
    const customerId = customer.customerId;
    const session = await viaStripe(() =>
      this.stripe!.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${publicUrlOf(this.config)}/pricing`,
        locale: language === 'en' ? 'en' : 'pt-BR',
      }),
    );
    return { url: session.url };
  }
}
