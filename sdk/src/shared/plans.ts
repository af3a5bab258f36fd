import { planIds, type FeatureKey, type PlanFeature, type PlanId } from './features.js';

export { planIds, type PlanId } from './features.js';

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** A plan choice from a form or a link: one of the four ids, anything else is free. */
export function planChoiceOf(value: unknown): PlanId {
  return isPlanId(value) ? value : 'free';
}

export interface AnalysisLimit {
  /** null means unlimited. */
  limit: number | null;
  /** Free counts every analysis ever made; paid plans count the calendar month in America/Sao_Paulo. */
  period: 'total' | 'month';
}

/** Whole-site audits: pages audited in one run and runs started per calendar month (America/Sao_Paulo); 0 means none. */
export interface SiteAuditLimit {
  pagesPerRun: number;
  runsPerMonth: number;
}

/** A plan's price and limits; what it includes comes from the installed plugins. */
export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Monthly price in whole reais. */
  priceBrl: number;
  analyses: AnalysisLimit;
  siteAudits: SiteAuditLimit;
  popular: boolean;
}

/** A plan as this instance sells it: its price and limit, and the features its installed plugins give it. */
export interface PlanOffer extends PlanDefinition {
  features: readonly FeatureKey[];
}

/** `GET /api/plans`: the plans with their features, and the features (cheapest plan first) with their labels. */
export interface PlanCatalogue {
  plans: readonly PlanOffer[];
  features: readonly PlanFeature[];
}

/** The four plans. */
export const plans: Readonly<Record<PlanId, PlanDefinition>> = {
  free: { id: 'free', name: 'Free', priceBrl: 0, analyses: { limit: 3, period: 'total' }, siteAudits: { pagesPerRun: 0, runsPerMonth: 0 }, popular: false },
  lite: { id: 'lite', name: 'Lite', priceBrl: 49, analyses: { limit: 5, period: 'month' }, siteAudits: { pagesPerRun: 25, runsPerMonth: 4 }, popular: false },
  pro: { id: 'pro', name: 'Pro', priceBrl: 79, analyses: { limit: 100, period: 'month' }, siteAudits: { pagesPerRun: 100, runsPerMonth: 10 }, popular: true },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceBrl: 299,
    analyses: { limit: null, period: 'month' },
    siteAudits: { pagesPerRun: 500, runsPerMonth: 30 },
    popular: false,
  },
};

/**
 * The catalogue of an instance: the core's features and those of its installed plugins, each in
 * the plans it declares, ordered by cheapest plan (then as declared). A key declared twice throws.
 */
export function assemblePlanCatalogue(features: readonly PlanFeature[]): PlanCatalogue {
  const seen = new Set<FeatureKey>();
  for (const feature of features) {
    if (seen.has(feature.key)) throw new Error(`plan feature "${feature.key}" is declared twice`);
    seen.add(feature.key);
  }
  const cheapest = (feature: PlanFeature) => planIds.findIndex((plan) => feature.plans.includes(plan));
  const ordered = features.map((feature, index) => ({ feature, index })).sort((a, b) => cheapest(a.feature) - cheapest(b.feature) || a.index - b.index);
  const sorted = ordered.map(({ feature }) => feature);
  return {
    plans: planIds.map((id) => ({ ...plans[id], features: sorted.filter((feature) => feature.plans.includes(id)).map((feature) => feature.key) })),
    features: sorted,
  };
}

/** Days of the temporary enterprise access. */
export const temporaryEnterpriseDays = 7;

/** The cheapest plan of `catalogue` that includes `feature`; the upgrade cards name it. */
export function firstPlanWith(catalogue: PlanCatalogue, feature: FeatureKey): PlanId | null {
  return catalogue.plans.find((plan) => plan.features.includes(feature))?.id ?? null;
}

/** The features of `plan` in `catalogue`. */
export function featuresOfPlan(catalogue: PlanCatalogue, plan: PlanId): ReadonlySet<FeatureKey> {
  return new Set(catalogue.plans.find((offer) => offer.id === plan)?.features ?? []);
}
