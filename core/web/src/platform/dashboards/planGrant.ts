import { planIds, planKeepingStatuses, type BillingSubscriptionResponse, type EntitlementsResponse, type PlanId } from '@otimiza/sdk/shared';

/** Where the plan in force comes from, when an administrator's grant is what gives it. */
export interface PlanGrantInForce {
  /** The granted plan, which is the plan in force. */
  plan: PlanId;
  /** The workspace's own subscription, which goes on as it is (null: none that keeps a plan). */
  subscription: BillingSubscriptionResponse['subscription'];
}

/**
 * The administrator's grant that gives the plan in force, or null. The server's rule (effective
 * plan): the workspace's own plan is the grant when it is higher than the paid plan, and the paid
 * plan is what the newest subscription that keeps a plan gives (free without one). So a base plan
 * above the paid plan can only come from a grant. A temporary enterprise access or creator mode
 * above it is what is in force then, not the grant.
 */
export function planGrantInForce(
  entitlements: Pick<EntitlementsResponse, 'plan' | 'basePlan' | 'mode'>,
  billing: Pick<BillingSubscriptionResponse, 'basePlan' | 'subscription'>,
): PlanGrantInForce | null {
  if (entitlements.mode !== 'user' || entitlements.plan !== entitlements.basePlan || billing.basePlan !== entitlements.basePlan) return null;
  const subscription = billing.subscription && planKeepingStatuses.includes(billing.subscription.status) ? billing.subscription : null;
  const paid: PlanId = subscription?.plan ?? 'free';
  return planIds.indexOf(billing.basePlan) > planIds.indexOf(paid) ? { plan: billing.basePlan, subscription } : null;
}
