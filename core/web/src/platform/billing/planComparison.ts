import { paidPlanIds, planIds, type FeatureKey, type PaidPlanId, type PlanCatalogue, type PlanFeature, type PlanId, type PlanOffer } from '@otimiza/sdk/shared';

export type SupportLevel = 'email' | 'priority' | '24x7' | null;

/** The core's support features: one 'Suporte' row of the table rather than three. */
const supportFeatures: readonly FeatureKey[] = ['emailSupport', 'prioritySupport', 'prioritySupport24x7'];

export type PaidPlanOffer = PlanOffer & { id: PaidPlanId };

/** How `plan` is supported, from its features. */
export function supportLevelOf(plan: PlanOffer): SupportLevel {
  const has = (feature: FeatureKey) => plan.features.includes(feature);
  return has('prioritySupport24x7') ? '24x7' : has('prioritySupport') ? 'priority' : has('emailSupport') ? 'email' : null;
}

/**
 * The feature rows of the comparison table: every feature of the catalogue that
 * tells the paid plans apart (one is in some of them, not all), cheapest plan first. The
 * catalogue holds only the core's and the installed plugins' features, so nothing else is shown.
 */
export function comparedFeatures(catalogue: PlanCatalogue, columns: readonly PlanOffer[]): PlanFeature[] {
  return catalogue.features.filter((feature) => {
    if (supportFeatures.includes(feature.key)) return false;
    const includedIn = columns.filter((column) => column.features.includes(feature.key)).length;
    return includedIn > 0 && includedIn < columns.length;
  });
}

/** The plans a checkout sells (lite, pro, enterprise), in that order, from the server's catalogue. */
export function paidPlansOf(catalogue: PlanCatalogue): PaidPlanOffer[] {
  return paidPlanIds.flatMap((id) => {
    const plan = catalogue.plans.find((candidate) => candidate.id === id);
    return plan ? [{ ...plan, id }] : [];
  });
}

export type PlanChange = 'current' | 'upgrade' | 'downgrade';

/** What choosing `target` means for a workspace on `current`. */
export function planChangeOf(current: PlanId, target: PlanId): PlanChange {
  const from = planIds.indexOf(current);
  const to = planIds.indexOf(target);
  if (from === to) return 'current';
  return to > from ? 'upgrade' : 'downgrade';
}
