import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isPaidPlanId, planKeepingStatuses, type Language, type PaidPlanId, type SubscriptionStatus } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import {
  readCheckoutSession,
  readInvoiceSubscriptionId,
  readSubscription,
  type BillingEvent,
  type CheckoutCompletion,
  type SubscriptionFacts,
} from './billing-objects.js';
import { PlanMailService } from './plan-mail.service.js';
import { PlanPricesService } from './plan-prices.service.js';
import { replacesStored, type BillingProvider, type SubscriptionSnapshot } from './subscription-state.js';

/** `applied`: the state moved; `stale`: older news or an ended subscription; `ignored`: nothing of ours; `duplicate`: seen before. */
export type EventOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

type Run = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

interface Activation {
  userId: string;
  language: Language;
  plan: PaidPlanId;
  provider: BillingProvider;
}

interface Applied {
  outcome: EventOutcome;
  workspaceId: string | null;
  activation?: Activation | null;
}

const ignored: Applied = { outcome: 'ignored', workspaceId: null };
const keepingList = planKeepingStatuses.map((status) => `'${status}'`).join(',');

/**
 * Moves a workspace's subscription and plan from provider events: Stripe's signed webhooks, or
 * the sandbox's events built the same way. Each event is applied once — its id is stored under a
 * unique key in the same transaction as the change — and the plan is derived from the
 * subscriptions afterwards, so events arriving out of order end in the right state.
 */
@Injectable()
export class BillingEventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly prices: PlanPricesService,
    private readonly planMail: PlanMailService,
    private readonly logger: PinoLogger,
  ) {}

  async handle(event: BillingEvent, provider: BillingProvider): Promise<EventOutcome> {
    const result = await this.transaction(async (run) => {
      const recorded = await run(
        `insert into core_billing_event (id, type, outcome, provider_created_at) values (?, ?, 'processing', to_timestamp(?))
         on conflict (id) do nothing returning id`,
        [event.id, event.type, event.created],
      );
      if (!recorded.length) return { outcome: 'duplicate', workspaceId: null } satisfies Applied;
      const applied = await this.apply(run, event, provider);
      await run('update core_billing_event set outcome = ?, workspace_id = ? where id = ?', [applied.outcome, applied.workspaceId, event.id]);
      return applied;
    });
    this.logger.info({ event: event.id, type: event.type, outcome: result.outcome, workspace: result.workspaceId }, 'billing event');
    if (result.activation) await this.planMail.sendActivated(result.activation);
    return result.outcome;
  }

  /** A checkout found complete when the buyer comes back, before (or instead of) its webhook. */
  async applyCompletedCheckout(session: unknown, provider: BillingProvider, at: Date): Promise<EventOutcome> {
    const result = await this.transaction((run) => this.applyCheckout(run, readCheckoutSession(session), provider, at));
    if (result.activation) await this.planMail.sendActivated(result.activation);
    return result.outcome;
  }

  /** A subscription the provider answered with after a plan change made here. */
  async applySubscriptionObject(subscription: unknown, provider: BillingProvider, at: Date): Promise<EventOutcome> {
    const result = await this.transaction((run) => this.applySubscription(run, this.readSubscription(subscription), provider, at));
    return result.outcome;
  }

  private apply(run: Run, event: BillingEvent, provider: BillingProvider): Promise<Applied> {
    const at = new Date(event.created * 1000);
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.applyCheckout(run, readCheckoutSession(object), provider, at);
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        return this.expireCheckout(run, readCheckoutSession(object));
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return this.applySubscription(run, this.readSubscription(object), provider, at);
      case 'invoice.payment_failed':
        return this.applyInvoice(run, readInvoiceSubscriptionId(object), 'past_due', at);
      case 'invoice.paid':
        return this.applyInvoice(run, readInvoiceSubscriptionId(object), 'active', at);
      default:
        return Promise.resolve(ignored);
    }
  }

  private readSubscription(object: unknown): SubscriptionFacts | null {
    return readSubscription(object, (price) => this.prices.planOfPrice(price));
  }

  private async applyCheckout(run: Run, completion: CheckoutCompletion | null, provider: BillingProvider, at: Date): Promise<Applied> {
    if (!completion || completion.mode !== 'subscription' || !completion.workspaceId || !completion.plan || !completion.subscriptionId) return ignored;
    const workspaceId = completion.workspaceId;
    if (!(await this.lockWorkspace(run, workspaceId))) return ignored;
    const [completed] = completion.paid
      ? await run<{ user_id: string; language: Language }>(
          `update core_checkout_session set status = 'complete', completed_at = now()
           where id = ? and workspace_id = ? and status <> 'complete' returning user_id, language`,
          [completion.sessionId, workspaceId],
        )
      : [];
    const changed = await this.store(run, {
      id: completion.subscriptionId,
      workspaceId,
      provider,
      customerId: completion.customerId,
      plan: completion.plan,
      status: completion.paid ? 'active' : 'incomplete',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      at,
    });
    const planNow = await this.derivePlan(run, workspaceId);
    // Told once per checkout, and only when its plan is the one in force (not when a later end already arrived).
    const activation = completed && planNow === completion.plan ? { userId: completed.user_id, language: completed.language, plan: completion.plan, provider } : null;
    return { outcome: changed ? 'applied' : 'stale', workspaceId, activation };
  }

  private async expireCheckout(run: Run, completion: CheckoutCompletion | null): Promise<Applied> {
    if (!completion?.workspaceId) return ignored;
    const rows = await run(`update core_checkout_session set status = 'expired' where id = ? and workspace_id = ? and status = 'open' returning id`, [
      completion.sessionId,
      completion.workspaceId,
    ]);
    return { outcome: rows.length ? 'applied' : 'stale', workspaceId: completion.workspaceId };
  }

  private async applySubscription(run: Run, facts: SubscriptionFacts | null, provider: BillingProvider, at: Date): Promise<Applied> {
    if (!facts) return ignored;
    const [stored] = await run<{ workspace_id: string; plan: string }>('select workspace_id, plan from core_subscription where id = ?', [facts.id]);
    const workspaceId = stored?.workspace_id ?? facts.workspaceId;
    const plan = facts.plan ?? (isPaidPlanId(stored?.plan) ? stored.plan : null);
    if (!workspaceId || !plan || !(await this.lockWorkspace(run, workspaceId))) return ignored;
    const changed = await this.store(run, {
      id: facts.id,
      workspaceId,
      provider,
      customerId: facts.customerId,
      plan,
      status: facts.status,
      currentPeriodEnd: facts.currentPeriodEnd,
      cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
      at,
    });
    await this.derivePlan(run, workspaceId);
    return { outcome: changed ? 'applied' : 'stale', workspaceId };
  }

  /** A failed renewal marks the subscription past due (the plan stays while Stripe retries); a paid invoice clears it. */
  private async applyInvoice(run: Run, subscriptionId: string | null, status: 'past_due' | 'active', at: Date): Promise<Applied> {
    if (!subscriptionId) return ignored;
    const [found] = await run<{ workspace_id: string }>('select workspace_id from core_subscription where id = ?', [subscriptionId]);
    if (!found || !(await this.lockWorkspace(run, found.workspace_id))) return ignored;
    const workspaceId = found.workspace_id;
    const [stored] = await run<{ status: SubscriptionStatus; state_at: Date }>('select status, state_at from core_subscription where id = ? for update', [
      subscriptionId,
    ]);
    const from: readonly SubscriptionStatus[] = status === 'past_due' ? ['active', 'trialing'] : ['past_due', 'unpaid', 'incomplete'];
    if (!stored || !from.includes(stored.status)) return { outcome: 'stale', workspaceId };
    if (!replacesStored({ status: stored.status, stateAt: new Date(stored.state_at) }, { status, at })) return { outcome: 'stale', workspaceId };
    await run('update core_subscription set status = ?, state_at = ?, updated_at = now() where id = ?', [status, at, subscriptionId]);
    await this.derivePlan(run, workspaceId);
    return { outcome: 'applied', workspaceId };
  }

  /** Writes a snapshot when it is newer than what is stored; answers whether it did. */
  private async store(run: Run, snapshot: SubscriptionSnapshot): Promise<boolean> {
    const [stored] = await run<{ workspace_id: string; status: SubscriptionStatus; state_at: Date }>(
      'select workspace_id, status, state_at from core_subscription where id = ? for update',
      [snapshot.id],
    );
    if (stored && stored.workspace_id !== snapshot.workspaceId) {
      this.logger.warn({ subscription: snapshot.id }, 'billing news names another workspace than the stored subscription; ignored');
      return false;
    }
    if (!replacesStored(stored ? { status: stored.status, stateAt: new Date(stored.state_at) } : null, snapshot)) return false;
    await run(
      `insert into core_subscription (id, workspace_id, provider, customer_id, plan, status, current_period_end, cancel_at_period_end, state_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set
         customer_id = coalesce(excluded.customer_id, core_subscription.customer_id),
         plan = excluded.plan,
         status = excluded.status,
         current_period_end = coalesce(excluded.current_period_end, core_subscription.current_period_end),
         cancel_at_period_end = excluded.cancel_at_period_end,
         state_at = excluded.state_at,
         updated_at = now()`,
      [
        snapshot.id,
        snapshot.workspaceId,
        snapshot.provider,
        snapshot.customerId,
        snapshot.plan,
        snapshot.status,
        snapshot.currentPeriodEnd,
        snapshot.cancelAtPeriodEnd,
        snapshot.at,
      ],
    );
    return true;
  }

  /**
   * The workspace's plan is the plan of its newest subscription that keeps one, else free; a paid
   * plan chosen at registration stops waiting once a subscription keeps a plan.
   */
  private async derivePlan(run: Run, workspaceId: string): Promise<string> {
    const [row] = await run<{ plan: string }>(
      `update core_workspace w set
         plan = coalesce(s.plan, 'free'),
         pending_plan = case when s.plan is null then w.pending_plan else null end
       from (select (select plan from core_subscription where workspace_id = ? and status in (${keepingList})
                     order by state_at desc, created_at desc limit 1) as plan) s
       where w.id = ? returning w.plan`,
      [workspaceId, workspaceId],
    );
    return row?.plan ?? 'free';
  }

  /** Serialises the changes of one workspace; false when it does not exist (deleted, or not ours). */
  private async lockWorkspace(run: Run, workspaceId: string): Promise<boolean> {
    const rows = await run('select id from core_workspace where id = ? for update', [workspaceId]);
    return rows.length > 0;
  }

  private transaction(work: (run: Run) => Promise<Applied>): Promise<Applied> {
    return this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      const run: Run = (sql, params = []) => connection.execute(sql, params, 'all', tx);
      return work(run);
    });
  }
}
