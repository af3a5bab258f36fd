import { isPlanId, plans, type AccessMode, type FeatureKey, type PlanId } from '@otimiza/sdk/shared';

export interface PlanInputs {
  plan: string;
  temporaryEnterpriseUntil: Date | null;
  mode: AccessMode;
  now: Date;
}

/**
 * The plan in force: creator mode unlocks everything (enterprise), the investor demo shows pro,
 * a temporary enterprise access raises the plan until it expires by itself.
 */
export function effectivePlanOf(inputs: PlanInputs): PlanId {
  if (inputs.mode === 'creator') return 'enterprise';
  if (inputs.mode === 'demo') return 'pro';
  if (inputs.temporaryEnterpriseUntil && inputs.temporaryEnterpriseUntil > inputs.now) return 'enterprise';
  return isPlanId(inputs.plan) ? inputs.plan : 'free';
}

export function featuresOf(plan: PlanId): ReadonlySet<FeatureKey> {
  return new Set(plans[plan].features);
}
