import { randomBytes } from 'node:crypto';
import type { PaidPlanId, SubscriptionStatus } from '@otimiza/sdk/shared';
import type { BillingEvent } from './billing-objects.js';

export function sandboxCustomerId(): string {
  return sandboxId('cus');
}

function sandboxId(prefix: string): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

function event(type: string, object: Record<string, unknown>): BillingEvent {
  return { id: sandboxId('evt'), type, created: Math.floor(Date.now() / 1000), data: { object } };
}

export function newSandboxCheckoutId(): string {
  return sandboxId('cs');
}

export function newSandboxSubscriptionId(): string {
  return sandboxId('sub');
}

/**
 * Events the sandbox sends itself, shaped as Stripe's, so that a sandbox payment moves the plan
 * through the very code a Stripe webhook goes through.
 */
export const sandboxEvents = {
  checkoutCompleted(input: { sessionId: string; subscriptionId: string; workspaceId: string; plan: PaidPlanId; customerId: string }): BillingEvent {
    return event('checkout.session.completed', {
      id: input.sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: input.workspaceId,
      customer: input.customerId,
      subscription: input.subscriptionId,
      metadata: { workspaceId: input.workspaceId, plan: input.plan },
    });
  },

  subscriptionChanged(
    type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
    input: {
      subscriptionId: string;
      workspaceId: string;
      customerId: string | null;
      plan: PaidPlanId;
      priceLookupKey: string;
      status: SubscriptionStatus;
      /** Seconds since the epoch, on the item as in Stripe's current API. */
      currentPeriodEnd?: number;
    },
  ): BillingEvent {
    return event(type, {
      id: input.subscriptionId,
      object: 'subscription',
      status: input.status,
      customer: input.customerId,
      cancel_at_period_end: false,
      metadata: { workspaceId: input.workspaceId, plan: input.plan },
      items: {
        object: 'list',
        data: [
          {
            object: 'subscription_item',
            price: { id: `price_sandbox_${input.plan}`, lookup_key: input.priceLookupKey },
            ...(input.currentPeriodEnd ? { current_period_end: input.currentPeriodEnd } : {}),
          },
        ],
      },
    });
  },

  paymentFailed(subscriptionId: string): BillingEvent {
    return event('invoice.payment_failed', {
      id: sandboxId('in'),
      object: 'invoice',
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
  },
};
