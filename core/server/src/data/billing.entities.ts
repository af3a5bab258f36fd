import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { newestFirstIndex, oneOf, WorkspaceSchema, workspaceFilter, workspaceOwnedProperties, owningUserProperty } from '@otimiza/sdk/server';
import { subscriptionStatuses, type CheckoutKind, type Language, type PaidPlanId, type SubscriptionStatus } from '@otimiza/sdk/shared';

/** Who charges a subscription. */
export type BillingProvider = 'stripe' | 'sandbox';

const paidPlans = ['lite', 'pro', 'enterprise'];
const providers = ['stripe', 'sandbox'];

/** A checkout at the payment provider (or a plan change recorded like one), read back by /payment-success. */
export const CheckoutSessionSchema = defineEntity({
  name: 'CoreCheckoutSession',
  tableName: 'core_checkout_session',
  filters: workspaceFilter,
  checks: [{ name: 'core_checkout_session_change_from', expression: "(kind = 'plan-change') = (previous_plan is not null)" }],
  indexes: [newestFirstIndex('core_checkout_session')],
  properties: {
    /** The provider's session id. */
    id: p.text().primary(),
    ...workspaceOwnedProperties(),
    user: owningUserProperty(),
    provider: p.text().$type<BillingProvider>().check(oneOf('provider', providers)),
    plan: p.text().$type<PaidPlanId>().check(oneOf('plan', paidPlans)),
    kind: p
      .text()
      .$type<CheckoutKind>()
      .default('checkout')
      .check(oneOf('kind', ['checkout', 'plan-change'])),
    previousPlan: p.text().$type<PaidPlanId>().fieldName('previous_plan').nullable().check(oneOf('previous_plan', paidPlans)),
    status: p
      .text()
      .$type<'open' | 'complete' | 'expired'>()
      .default('open')
      .check(oneOf('status', ['open', 'complete', 'expired'])),
    successUrl: p.text().fieldName('success_url'),
    cancelUrl: p.text().fieldName('cancel_url'),
    language: p
      .text()
      .$type<Language>()
      .default('pt')
      .check(oneOf('language', ['pt', 'en'])),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
  },
});
export type CheckoutSession = InferEntity<typeof CheckoutSessionSchema>;

/** A subscription at the payment provider and its last known state (`stateAt`: the provider's time of that state). */
export const SubscriptionSchema = defineEntity({
  name: 'CoreSubscription',
  tableName: 'core_subscription',
  filters: workspaceFilter,
  indexes: [
    { name: 'core_subscription_workspace_idx', expression: 'create index core_subscription_workspace_idx on core_subscription (workspace_id, state_at desc)' },
  ],
  properties: {
    id: p.text().primary(),
    ...workspaceOwnedProperties(),
    provider: p.text().$type<BillingProvider>().check(oneOf('provider', providers)),
    customerId: p.text().fieldName('customer_id').nullable(),
    plan: p.text().$type<PaidPlanId>().check(oneOf('plan', paidPlans)),
    status: p.text().$type<SubscriptionStatus>().check(oneOf('status', subscriptionStatuses)),
    currentPeriodEnd: p.datetime().fieldName('current_period_end').nullable(),
    cancelAtPeriodEnd: p.boolean().fieldName('cancel_at_period_end').default(false),
    stateAt: p.datetime().fieldName('state_at'),
  },
});
export type Subscription = InferEntity<typeof SubscriptionSchema>;

/** A payment provider's event, recorded once (its id) with what applying it did. Kept when its workspace goes. */
export const BillingEventSchema = defineEntity({
  name: 'CoreBillingEvent',
  tableName: 'core_billing_event',
  properties: {
    id: p.text().primary(),
    type: p.text(),
    workspace: () => p.manyToOne(WorkspaceSchema).fieldName('workspace_id').nullable().deleteRule('set null').updateRule('no action'),
    outcome: p.text(),
    providerCreatedAt: p.datetime().fieldName('provider_created_at'),
    receivedAt: p
      .datetime()
      .fieldName('received_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type BillingEvent = InferEntity<typeof BillingEventSchema>;
