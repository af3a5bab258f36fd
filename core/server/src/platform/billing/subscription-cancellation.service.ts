import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import Stripe from 'stripe';
import { SubscriptionSchema, type Subscription } from '../../data/billing.entities.js';
import { BillingEventsService } from './billing-events.service.js';
import { PlanPricesService } from './plan-prices.service.js';
import { sandboxEvents } from './sandbox-events.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { providerNow } from './subscription-state.js';

type OpenSubscription = Pick<Subscription, 'id' | 'provider' | 'customerId' | 'plan' | 'status'>;

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
    const open = await forWorkspace(this.em, workspaceId).find(
      SubscriptionSchema,
      { status: { $nin: ['canceled', 'incomplete_expired'] } },
      { fields: ['id', 'provider', 'customerId', 'plan', 'status'], orderBy: { createdAt: 'asc' } },
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
        customerId: subscription.customerId ?? null,
        plan: subscription.plan,
        priceLookupKey: this.prices.lookupKey(subscription.plan),
        status: 'canceled',
      }),
      'sandbox',
    );
  }
}
