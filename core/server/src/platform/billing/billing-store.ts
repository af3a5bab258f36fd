import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { forWorkspace, WorkspaceSchema } from '@otimiza/sdk/server';
import { isPlanId, planKeepingStatuses, type CheckoutKind, type Language, type PaidPlanId, type PlanId, type SubscriptionStatus } from '@otimiza/sdk/shared';
import { CheckoutSessionSchema, SubscriptionSchema, type Subscription } from '../../data/billing.entities.js';
import type { BillingProvider } from '../../data/billing.entities.js';

export interface StoredSubscription {
  id: string;
  provider: BillingProvider;
  customerId: string | null;
  plan: PaidPlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface StoredCheckoutSession {
  id: string;
  kind: CheckoutKind;
  provider: BillingProvider;
  plan: PaidPlanId;
  previousPlan: PaidPlanId | null;
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string;
}

const subscriptionFields = ['id', 'provider', 'customerId', 'plan', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd'] as const;

function subscriptionOf(row: Pick<Subscription, (typeof subscriptionFields)[number]>): StoredSubscription {
  return {
    id: row.id,
    provider: row.provider,
    customerId: row.customerId ?? null,
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

interface NewCheckout {
  id: string;
  workspaceId: string;
  userId: string;
  provider: BillingProvider;
  plan: PaidPlanId;
  successUrl: string;
  cancelUrl: string;
  language: Language;
}

const checkoutOf = (input: NewCheckout) => ({
  id: input.id,
  workspace: input.workspaceId,
  user: input.userId,
  provider: input.provider,
  plan: input.plan,
  successUrl: input.successUrl,
  cancelUrl: input.cancelUrl,
  language: input.language,
});

/** Reads and writes of checkout sessions and subscriptions, each through its workspace's filter. */
@Injectable()
export class BillingStore {
  constructor(private readonly em: EntityManager) {}

  /** The subscription that gives the workspace its plan now, if any. */
  async currentSubscription(workspaceId: string): Promise<StoredSubscription | null> {
    const row = await forWorkspace(this.em, workspaceId).findOne(
      SubscriptionSchema,
      { status: { $in: [...planKeepingStatuses] } },
      { fields: subscriptionFields, orderBy: [{ stateAt: 'desc' }, { createdAt: 'desc' }] },
    );
    return row ? subscriptionOf(row) : null;
  }

  /** The newest subscription of the workspace with a customer, ended or not: where its invoices live. */
  async latestWithCustomer(workspaceId: string, provider: BillingProvider): Promise<StoredSubscription | null> {
    const row = await forWorkspace(this.em, workspaceId).findOne(
      SubscriptionSchema,
      { provider, customerId: { $ne: null } },
      { fields: subscriptionFields, orderBy: { stateAt: 'desc' } },
    );
    return row ? subscriptionOf(row) : null;
  }

  async createCheckoutSession(input: NewCheckout): Promise<void> {
    await this.em.insert(CheckoutSessionSchema, checkoutOf(input));
  }

  /**
   * A plan change of a subscription already paid for, recorded complete like a checkout so that
   * /payment-success can read what happened (prorated, nothing charged now).
   */
  async recordPlanChange(input: NewCheckout & { previousPlan: PaidPlanId }): Promise<void> {
    await this.em.insert(CheckoutSessionSchema, {
      ...checkoutOf(input),
      previousPlan: input.previousPlan,
      kind: 'plan-change',
      status: 'complete',
      completedAt: raw('now()'),
    });
  }

  async checkoutSession(workspaceId: string, id: string): Promise<StoredCheckoutSession | null> {
    const row = await forWorkspace(this.em, workspaceId).findOne(CheckoutSessionSchema, { id });
    return row
      ? {
          id: row.id,
          kind: row.kind,
          provider: row.provider,
          plan: row.plan,
          previousPlan: row.previousPlan ?? null,
          status: row.status,
          successUrl: row.successUrl,
          cancelUrl: row.cancelUrl,
        }
      : null;
  }

  async expireCheckoutSession(workspaceId: string, id: string): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeUpdate(CheckoutSessionSchema, { id, status: 'open' }, { status: 'expired' });
  }

  /** The buyer gave up the paid plan chosen at registration: it no longer waits for payment. */
  async clearPendingPlan(workspaceId: string): Promise<void> {
    await this.em.nativeUpdate(WorkspaceSchema, { id: workspaceId }, { pendingPlan: null });
  }

  /** The plan the workspace pays for, before a temporary access or creator mode. */
  async basePlan(workspaceId: string): Promise<PlanId> {
    const row = await this.em.fork().findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['plan'] });
    return isPlanId(row?.plan) ? row.plan : 'free';
  }
}
