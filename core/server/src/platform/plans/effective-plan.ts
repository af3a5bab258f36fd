import { isPlanId, planIds, type AccessMode, type PlanId } from '@otimiza/sdk/shared';

export interface PlanInputs {
  /** The paid plan: what the workspace's subscriptions give (`core_workspace.plan`). */
  plan: string;
  /** A plan granted by an instance administrator, if any. */
  grantedPlan?: string | null;
  temporaryEnterpriseUntil: Date | null;
  mode: AccessMode;
  now: Date;
}

/**
 * The workspace's own plan: an administrator's grant when it is higher than the paid plan, else
 * the paid plan. A grant never lowers what is paid for, and billing never touches the grant, so
 * a subscription event cannot undo it; removing the grant leaves the paid plan.
 */
export function workspacePlanOf(paidPlan: string, grantedPlan: string | null | undefined): PlanId {
  const paid = isPlanId(paidPlan) ? paidPlan : 'free';
  if (!isPlanId(grantedPlan)) return paid;
  return planIds.indexOf(grantedPlan) > planIds.indexOf(paid) ? grantedPlan : paid;
}

/**
 * The plan in force: creator mode unlocks everything (enterprise), the investor demo shows pro,
 * a temporary enterprise access raises the workspace's own plan until it expires by itself.
 */
export function effectivePlanOf(inputs: PlanInputs): PlanId {
  if (inputs.mode === 'creator') return 'enterprise';
  if (inputs.mode === 'demo') return 'pro';
  if (inputs.temporaryEnterpriseUntil && inputs.temporaryEnterpriseUntil > inputs.now) return 'enterprise';
  return workspacePlanOf(inputs.plan, inputs.grantedPlan);
}
