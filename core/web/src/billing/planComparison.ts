import { paidPlanIds, planIds, type AnalysisLimit, type FeatureKey, type PaidPlanId, type PlanDefinition, type PlanId } from '@otimiza/sdk/shared';

export type SupportLevel = 'email' | 'priority' | '24x7' | null;

/** One plan's column of the comparison table of spec 000 §2, read from its features. */
export interface PlanComparisonColumn {
  id: PaidPlanId;
  name: string;
  analyses: AnalysisLimit;
  htmlFix: boolean;
  competitors: boolean;
  recurringReports: boolean;
  whiteLabel: boolean;
  enterpriseApi: boolean;
  support: SupportLevel;
}

export function comparisonColumn(plan: PlanDefinition & { id: PaidPlanId }): PlanComparisonColumn {
  const has = (feature: FeatureKey) => plan.features.includes(feature);
  return {
    id: plan.id,
    name: plan.name,
    analyses: plan.analyses,
    htmlFix: has('htmlAutoCorrection'),
    competitors: has('competitorAnalysis'),
    recurringReports: has('recurringReports'),
    whiteLabel: has('whiteLabelDomains'),
    enterpriseApi: has('enterpriseAPI'),
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
