import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import type { PaidPlanId, SubscriptionStatus } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import Stripe from 'stripe';
import { BillingEventsService } from './billing-events.service.js';
import { PlanPricesService } from './plan-prices.service.js';
import { sandboxEvents } from './sandbox-events.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { providerNow, type BillingProvider } from './subscription-state.js';

interface OpenSubscription {
  id: string;
  provider: BillingProvider;
  customer_id: string | null;
  plan: PaidPlanId;
  status: SubscriptionStatus;
}

const cannotCancel = {
  pt: 'Não foi possível cancelar a assinatura agora. Nada foi excluído; tente novamente em alguns minutos.',
  en: 'The subscription could not be cancelled right now. Nothing was deleted; try again in a few minutes.',
};

/**
 * Ends, at once, every subscription of a workspace that has not ended: at Stripe first (the
 * cancelled subscription it answers is applied as a webhook would be), or through the sandbox's
 * own deletion event. For a workspace about to be deleted: nothing may be charged afterwards.
 */
@Injectable()
export class SubscriptionCancellationService {
  constructor(
    private readonly em: EntityManager,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly events: BillingEventsService,
    private readonly prices: PlanPricesService,
    private readonly logger: PinoLogger,
  ) {}

  /** Answers how many subscriptions were cancelled; throws 503 (nothing else done) when the provider cannot be reached. */
  async cancelAll(workspaceId: string): Promise<number> {
    const open = await this.em.getConnection().execute<OpenSubscription[]>(
      `select id, provider, customer_id, plan, status from core_subscription
       where workspace_id = ? and status not in ('canceled', 'incomplete_expired') order by created_at`,
      [workspaceId],
    );
    for (const subscription of open) {
      if (subscription.provider === 'stripe') await this.cancelAtStripe(subscription);
      else await this.cancelInSandbox(workspaceId, subscription);
    }
    return open.length;
  }

  private async cancelAtStripe(subscription: OpenSubscription): Promise<void> {
    if (!this.stripe) throw new ApiError('API_UNAVAILABLE', 503, cannotCancel);
    try {
      const cancelled = await this.stripe.subscriptions.cancel(subscription.id);
      await this.events.applySubscriptionObject(cancelled, 'stripe', providerNow());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        // Stripe no longer has it: nothing can be charged for it.
        this.logger.warn({ subscription: subscription.id }, 'a subscription to cancel is unknown to Stripe');
        return;
      }
      if (error instanceof Stripe.errors.StripeError) throw new ApiError('API_UNAVAILABLE', 503, cannotCancel, { stripe: error.type });
      throw error;
    }
  }

  private async cancelInSandbox(workspaceId: string, subscription: OpenSubscription): Promise<void> {
    await this.events.handle(
      sandboxEvents.subscriptionChanged('customer.subscription.deleted', {
        subscriptionId: subscription.id,
        workspaceId,
        customerId: subscription.customer_id,
        plan: subscription.plan,
        priceLookupKey: this.prices.lookupKey(subscription.plan),
        status: 'canceled',
      }),
      'sandbox',
    );
  }
}
