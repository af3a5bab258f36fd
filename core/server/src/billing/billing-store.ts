import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isPlanId, planKeepingStatuses, type CheckoutKind, type Language, type PaidPlanId, type PlanId, type SubscriptionStatus } from '@otimiza/sdk/shared';
import type { BillingProvider } from './subscription-state.js';

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

interface SubscriptionRow {
  id: string;
  provider: BillingProvider;
  customer_id: string | null;
  plan: PaidPlanId;
  status: SubscriptionStatus;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
}

function subscriptionOf(row: SubscriptionRow): StoredSubscription {
  return {
    id: row.id,
    provider: row.provider,
    customerId: row.customer_id,
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

const keepingList = planKeepingStatuses.map((status) => `'${status}'`).join(',');

/** Reads and writes of checkout sessions and subscriptions, always scoped to one workspace. */
@Injectable()
export class BillingStore {
  constructor(private readonly em: EntityManager) {}

  /** The subscription that gives the workspace its plan now, if any. */
  async currentSubscription(workspaceId: string): Promise<StoredSubscription | null> {
    const [row] = await this.em.getConnection().execute<SubscriptionRow[]>(
      `select id, provider, customer_id, plan, status, current_period_end, cancel_at_period_end from core_subscription
       where workspace_id = ? and status in (${keepingList}) order by state_at desc, created_at desc limit 1`,
      [workspaceId],
    );
    return row ? subscriptionOf(row) : null;
  }

  /** The newest subscription of the workspace with a customer, ended or not: where its invoices live. */
  async latestWithCustomer(workspaceId: string, provider: BillingProvider): Promise<StoredSubscription | null> {
    const [row] = await this.em.getConnection().execute<SubscriptionRow[]>(
      `select id, provider, customer_id, plan, status, current_period_end, cancel_at_period_end from core_subscription
       where workspace_id = ? and provider = ? and customer_id is not null order by state_at desc limit 1`,
      [workspaceId, provider],
    );
    return row ? subscriptionOf(row) : null;
  }

  async createCheckoutSession(input: {
    id: string;
    workspaceId: string;
    userId: string;
    provider: BillingProvider;
    plan: PaidPlanId;
    successUrl: string;
    cancelUrl: string;
    language: Language;
  }): Promise<void> {
    await this.em.getConnection().execute(
      `insert into core_checkout_session (id, workspace_id, user_id, provider, plan, success_url, cancel_url, language) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [input.id, input.workspaceId, input.userId, input.provider, input.plan, input.successUrl, input.cancelUrl, input.language],
    );
  }

  /**
   * A plan change of a subscription already paid for, recorded complete like a checkout so that
   * /payment-success can read what happened (prorated, nothing charged now).
   */
  async recordPlanChange(input: {
    id: string;
    workspaceId: string;
    userId: string;
    provider: BillingProvider;
    plan: PaidPlanId;
    previousPlan: PaidPlanId;
    successUrl: string;
    cancelUrl: string;
    language: Language;
  }): Promise<void> {
    await this.em.getConnection().execute(
      `insert into core_checkout_session (id, workspace_id, user_id, provider, plan, previous_plan, kind, status, completed_at, success_url, cancel_url, language)
       values (?, ?, ?, ?, ?, ?, 'plan-change', 'complete', now(), ?, ?, ?)`,
      [input.id, input.workspaceId, input.userId, input.provider, input.plan, input.previousPlan, input.successUrl, input.cancelUrl, input.language],
    );
  }

  async checkoutSession(workspaceId: string, id: string): Promise<StoredCheckoutSession | null> {
    const [row] = await this.em.getConnection().execute<
      {
        id: string;
        kind: CheckoutKind;
        provider: BillingProvider;
        plan: PaidPlanId;
        previous_plan: PaidPlanId | null;
        status: StoredCheckoutSession['status'];
        success_url: string;
        cancel_url: string;
      }[]
    >('select id, kind, provider, plan, previous_plan, status, success_url, cancel_url from core_checkout_session where id = ? and workspace_id = ?', [id, workspaceId]);
    return row
      ? {
          id: row.id,
          kind: row.kind,
          provider: row.provider,
          plan: row.plan,
          previousPlan: row.previous_plan,
          status: row.status,
          successUrl: row.success_url,
          cancelUrl: row.cancel_url,
        }
      : null;
  }

  async expireCheckoutSession(workspaceId: string, id: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`update core_checkout_session set status = 'expired' where id = ? and workspace_id = ? and status = 'open'`, [id, workspaceId]);
  }

  /** The buyer gave up the paid plan chosen at registration: it no longer waits for payment. */
  async clearPendingPlan(workspaceId: string): Promise<void> {
    await this.em.getConnection().execute('update core_workspace set pending_plan = null where id = ?', [workspaceId]);
  }

  /** The plan the workspace pays for, before a temporary access or creator mode. */
  async basePlan(workspaceId: string): Promise<PlanId> {
    const [row] = await this.em.getConnection().execute<{ plan: string }[]>('select plan from core_workspace where id = ?', [workspaceId]);
    return isPlanId(row?.plan) ? row.plan : 'free';
  }
}
