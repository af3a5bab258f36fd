import { featureKeys, type FeatureKey } from './features.js';

/** Plan ids of spec 000 §6. */
export const planIds = ['free', 'lite', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** A plan choice from a form or a link: one of the four ids, anything else is free (spec 000 §4). */
export function planChoiceOf(value: unknown): PlanId {
  return isPlanId(value) ? value : 'free';
}

export interface AnalysisLimit {
  /** null means unlimited. */
  limit: number | null;
  /** Free counts every analysis ever made; paid plans count the calendar month in America/Sao_Paulo. */
  period: 'total' | 'month';
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Monthly price in whole reais (spec 000 §9). */
  priceBrl: number;
  analyses: AnalysisLimit;
  features: readonly FeatureKey[];
  popular: boolean;
}

const freeFeatures = ['basicReports', 'bilingualInterface', 'pageSpeedAPI'] as const satisfies readonly FeatureKey[];
const liteFeatures = [...freeFeatures, 'quickAnalysis', 'emailSupport'] as const satisfies readonly FeatureKey[];
const proFeatures = [
  ...liteFeatures,
  'coreWebVitals',
  'htmlAutoCorrection',
  'competitorAnalysis',
  'strategicPlanning',
  'visualFeedback',
  'htmlDownload',
  'prioritySupport',
] as const satisfies readonly FeatureKey[];
/** Enterprise has every feature of the catalogue. */
const enterpriseFeatures = featureKeys;

/** The plan catalogue of spec 000 §6 and §9. */
export const plans: Readonly<Record<PlanId, PlanDefinition>> = {
  free: { id: 'free', name: 'Free', priceBrl: 0, analyses: { limit: 3, period: 'total' }, features: freeFeatures, popular: false },
  lite: { id: 'lite', name: 'Lite', priceBrl: 49, analyses: { limit: 5, period: 'month' }, features: liteFeatures, popular: false },
  pro: { id: 'pro', name: 'Pro', priceBrl: 79, analyses: { limit: 100, period: 'month' }, features: proFeatures, popular: true },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceBrl: 299,
    analyses: { limit: null, period: 'month' },
    features: enterpriseFeatures,
    popular: false,
  },
};

/** Days of the temporary enterprise access (spec 000 §9). */
export const temporaryEnterpriseDays = 7;

/** The first plan of the catalogue (free → enterprise) that includes `feature`; the upgrade cards name it. */
export function firstPlanWith(feature: FeatureKey): PlanId | null {
  return planIds.find((plan) => plans[plan].features.includes(feature)) ?? null;
}
