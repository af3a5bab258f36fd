import type { StoredFactors } from '../data/health-factors.js';

/** What the churn model reads of a client (the names shown in the Churn Model tab). */
export const churnFeatures = ['healthScore', 'engagement', 'value', 'satisfaction', 'product', 'mrr', 'accountAgeMonths', 'openAlerts'] as const;

export interface FeatureSource {
  score: number | null;
  factors: StoredFactors;
  mrrCents: number;
  accountAgeDays: number;
  openAlerts: number;
}

/** A client's feature row (null where a factor is unmeasured: the model imputes it). MRR on a log scale. */
export function featureRow(source: FeatureSource): (number | null)[] {
  return [
    source.score,
    source.factors.engagement.score,
    source.factors.value.score,
    source.factors.satisfaction.score,
    source.factors.product.score,
    Math.log1p(Math.max(0, source.mrrCents) / 100),
    source.accountAgeDays / 30,
    source.openAlerts,
  ];
}
