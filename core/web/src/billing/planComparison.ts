import {
  isComingSoon,
  paidPlanIds,
  planIds,
  type AnalysisLimit,
  type FeatureKey,
  type PaidPlanId,
  type PlanDefinition,
  type PlanId,
} from '@otimiza/sdk/shared';

export type SupportLevel = 'email' | 'priority' | '24x7' | null;

/** A feature in a plan's column: included, not in this plan, or in it but not built yet ('Em breve'). */
export type Availability = 'included' | 'not-included' | 'coming-soon';

/** One plan's column of the comparison table of spec 000 §2, read from its features. */
export interface PlanComparisonColumn {
  id: PaidPlanId;
  name: string;
  analyses: AnalysisLimit;
  htmlFix: Availability;
  competitors: Availability;
  recurringReports: Availability;
  whiteLabel: Availability;
  enterpriseApi: Availability;
  support: SupportLevel;
}

export function comparisonColumn(plan: PlanDefinition & { id: PaidPlanId }): PlanComparisonColumn {
  const has = (feature: FeatureKey) => plan.features.includes(feature);
  const availability = (feature: FeatureKey): Availability => (!has(feature) ? 'not-included' : isComingSoon(feature) ? 'coming-soon' : 'included');
  return {
    id: plan.id,
    name: plan.name,
    analyses: plan.analyses,
    htmlFix: availability('htmlAutoCorrection'),
    competitors: availability('competitorAnalysis'),
    recurringReports: availability('recurringReports'),
    whiteLabel: availability('whiteLabelDomains'),
    enterpriseApi: availability('enterpriseAPI'),
    support: has('prioritySupport24x7') ? '24x7' : has('prioritySupport') ? 'priority' : has('emailSupport') ? 'email' : null,
  };
}

/** The plans a checkout sells (lite, pro, enterprise), in that order, from the server's catalogue. */
export function paidPlansOf(catalogue: readonly PlanDefinition[]): (PlanDefinition & { id: PaidPlanId })[] {
  return paidPlanIds.flatMap((id) => {
    const plan = catalogue.find((candidate) => candidate.id === id);
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
