import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Kysely } from 'kysely';
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
import { coreSql, type CoreTables } from '../../kernel/index.js';
import { workspacePlanOf } from '../plans/effective-plan.js';
import { BillingDomainEvents, type BillingNews } from './billing-domain-events.js';
import { PlanMailService } from './plan-mail.service.js';
import { PlanPricesService } from './plan-prices.service.js';
import type { BillingProvider } from '../../data/billing.entities.js';
import { replacesStored, type SubscriptionSnapshot } from './subscription-state.js';

/** `applied`: the state moved; `stale`: older news or an ended subscription; `ignored`: nothing of ours; `duplicate`: seen before. */
export type EventOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

/** The transaction's typed queries: one event's changes commit together with its record. */
type Run = Kysely<CoreTables>;

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
  /** Published after the transaction commits. */
  news?: BillingNews;
}

const ignored: Applied = { outcome: 'ignored', workspaceId: null };

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
    private readonly domainEvents: BillingDomainEvents,
  ) {}

  async handle(event: BillingEvent, provider: BillingProvider): Promise<EventOutcome> {
    const result = await this.transaction(async (run) => {
      const recorded = await run
        .insertInto('core_billing_event')
        .values({ id: event.id, type: event.type, outcome: 'processing', provider_created_at: new Date(event.created * 1000) })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!recorded) return { outcome: 'duplicate', workspaceId: null } satisfies Applied;
      const applied = await this.apply(run, event, provider);
      await run
        .updateTable('core_billing_event')
        .set({ outcome: applied.outcome, workspace_id: applied.workspaceId })
        .where('id', '=', event.id)
        .executeTakeFirst();
      return applied;
    });
    this.logger.info({ event: event.id, type: event.type, outcome: result.outcome, workspace: result.workspaceId }, 'billing event');
    if (result.activation) await this.planMail.sendActivated(result.activation);
    await this.domainEvents.publish(result.workspaceId, result.news);
    return result.outcome;
  }

  /** A checkout found complete when the buyer comes back, before (or instead of) its webhook. */
  async applyCompletedCheckout(session: unknown, provider: BillingProvider, at: Date): Promise<EventOutcome> {
    const result = await this.transaction((run) => this.applyCheckout(run, readCheckoutSession(session), provider, at));
    if (result.activation) await this.planMail.sendActivated(result.activation);
    await this.domainEvents.publish(result.workspaceId, result.news);
    return result.outcome;
  }

  /** A subscription the provider answered with after a plan change made here. */
  async applySubscriptionObject(subscription: unknown, provider: BillingProvider, at: Date): Promise<EventOutcome> {
    const result = await this.transaction((run) => this.applySubscription(run, this.readSubscription(subscription), provider, at));
    await this.domainEvents.publish(result.workspaceId, result.news);
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
    const completed = completion.paid
      ? await run
          .updateTable('core_checkout_session')
          .set({ status: 'complete', completed_at: sql`now()` })
          .where('id', '=', completion.sessionId)
          .where('workspace_id', '=', workspaceId)
          .where('status', '<>', 'complete')
          .returning(['user_id', 'language'])
          .executeTakeFirst()
      : undefined;
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
    const { plan: planNow, planChange } = await this.derivePlan(run, workspaceId);
    // Told once per checkout, and only when its plan is the one in force (not when a later end already arrived).
    const activation =
      completed && planNow === completion.plan ? { userId: completed.user_id, language: completed.language, plan: completion.plan, provider } : null;
    return { outcome: changed ? 'applied' : 'stale', workspaceId, activation, news: { planChange } };
  }

  private async expireCheckout(run: Run, completion: CheckoutCompletion | null): Promise<Applied> {
    if (!completion?.workspaceId) return ignored;
    const expired = await run
      .updateTable('core_checkout_session')
      .set({ status: 'expired' })
      .where('id', '=', completion.sessionId)
      .where('workspace_id', '=', completion.workspaceId)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst();
    return { outcome: expired ? 'applied' : 'stale', workspaceId: completion.workspaceId };
  }

  private async applySubscription(run: Run, facts: SubscriptionFacts | null, provider: BillingProvider, at: Date): Promise<Applied> {
    if (!facts) return ignored;
    const stored = await run.selectFrom('core_subscription').select(['workspace_id', 'plan']).where('id', '=', facts.id).executeTakeFirst();
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
    const { planChange } = await this.derivePlan(run, workspaceId);
    return { outcome: changed ? 'applied' : 'stale', workspaceId, news: { planChange } };
  }

  /** A failed renewal marks the subscription past due (the plan stays while Stripe retries); a paid invoice clears it. */
  private async applyInvoice(run: Run, subscriptionId: string | null, status: 'past_due' | 'active', at: Date): Promise<Applied> {
    if (!subscriptionId) return ignored;
    const found = await run.selectFrom('core_subscription').select('workspace_id').where('id', '=', subscriptionId).executeTakeFirst();
    if (!found || !(await this.lockWorkspace(run, found.workspace_id))) return ignored;
    const workspaceId = found.workspace_id;
    const stored = await run
      .selectFrom('core_subscription')
      .select(['status', 'state_at', 'plan'])
      .where('id', '=', subscriptionId)
      .forUpdate()
      .executeTakeFirst();
    const from: readonly SubscriptionStatus[] = status === 'past_due' ? ['active', 'trialing'] : ['past_due', 'unpaid', 'incomplete'];
    if (!stored || !from.includes(stored.status)) return { outcome: 'stale', workspaceId };
    if (!replacesStored({ status: stored.status, stateAt: new Date(stored.state_at) }, { status, at })) return { outcome: 'stale', workspaceId };
    await run
      .updateTable('core_subscription')
      .set({ status, state_at: at, updated_at: sql`now()` })
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    const { planChange } = await this.derivePlan(run, workspaceId);
    return { outcome: 'applied', workspaceId, news: { planChange, paymentFailed: status === 'past_due' ? { plan: stored.plan } : null } };
  }

  /** Writes a snapshot when it is newer than what is stored; answers whether it did. */
  private async store(run: Run, snapshot: SubscriptionSnapshot): Promise<boolean> {
    const stored = await run
      .selectFrom('core_subscription')
      .select(['workspace_id', 'status', 'state_at'])
      .where('id', '=', snapshot.id)
      .forUpdate()
      .executeTakeFirst();
    if (stored && stored.workspace_id !== snapshot.workspaceId) {
      this.logger.warn({ subscription: snapshot.id }, 'billing news names another workspace than the stored subscription; ignored');
      return false;
    }
    if (!replacesStored(stored ? { status: stored.status, stateAt: new Date(stored.state_at) } : null, snapshot)) return false;
    await run
      .insertInto('core_subscription')
      .values({
        id: snapshot.id,
        workspace_id: snapshot.workspaceId,
        provider: snapshot.provider,
        customer_id: snapshot.customerId,
        plan: snapshot.plan,
        status: snapshot.status,
        current_period_end: snapshot.currentPeriodEnd,
        cancel_at_period_end: snapshot.cancelAtPeriodEnd,
        state_at: snapshot.at,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          customer_id: eb.fn.coalesce('excluded.customer_id', 'core_subscription.customer_id'),
          plan: eb.ref('excluded.plan'),
          status: eb.ref('excluded.status'),
          current_period_end: eb.fn.coalesce('excluded.current_period_end', 'core_subscription.current_period_end'),
          cancel_at_period_end: eb.ref('excluded.cancel_at_period_end'),
          state_at: eb.ref('excluded.state_at'),
          updated_at: sql`now()`,
        })),
      )
      .execute();
    return true;
  }

  /**
   * The workspace's plan is the plan of its newest subscription that keeps one, else free; a paid
   * plan chosen at registration stops waiting once a subscription keeps a plan. Answers the paid
   * plan, and the change of the workspace's own plan (with an administrator's grant) when it moved.
   */
  private async derivePlan(run: Run, workspaceId: string): Promise<{ plan: string; planChange: BillingNews['planChange'] }> {
    const before = await run.selectFrom('core_workspace').select(['plan', 'granted_plan']).where('id', '=', workspaceId).executeTakeFirst();
    const newest = run
      .selectFrom('core_subscription')
      .select('plan')
      .where('workspace_id', '=', workspaceId)
      .where('status', 'in', planKeepingStatuses)
      .orderBy('state_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1);
    const row = await run
      .updateTable('core_workspace as w')
      .set((eb) => ({
        plan: eb.fn.coalesce(newest, sql.lit('free')),
        pending_plan: eb.case().when(newest, 'is', null).then(eb.ref('w.pending_plan')).else(null).end(),
      }))
      .where('w.id', '=', workspaceId)
      .returning(['w.plan', 'w.granted_plan'])
      .executeTakeFirst();
    const from = before ? workspacePlanOf(before.plan, before.granted_plan) : null;
    const to = row ? workspacePlanOf(row.plan, row.granted_plan) : null;
    return { plan: row?.plan ?? 'free', planChange: from && to && from !== to ? { from, to } : null };
  }

  /** Serialises the changes of one workspace; false when it does not exist (deleted, or not ours). */
  private async lockWorkspace(run: Run, workspaceId: string): Promise<boolean> {
    const row = await run.selectFrom('core_workspace').select('id').where('id', '=', workspaceId).forUpdate().executeTakeFirst();
    return row !== undefined;
  }

  private transaction(work: (run: Run) => Promise<Applied>): Promise<Applied> {
    return this.em.transactional((em) => work(coreSql(em)));
  }
}
