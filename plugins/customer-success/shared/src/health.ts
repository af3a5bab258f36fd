/** The four factors of a customer's health score. */
export const healthFactors = ['engagement', 'value', 'satisfaction', 'product'] as const;
export type HealthFactorKey = (typeof healthFactors)[number];

export const riskLevels = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Improving, declining, critical, stable (the default). */
export const healthTrends = ['improving', 'declining', 'stable', 'critical'] as const;
export type HealthTrend = (typeof healthTrends)[number];

/** 80 and above green, 60 and above yellow, 40 and above orange, below 40 red. */
export type HealthBand = 'green' | 'yellow' | 'orange' | 'red';

export function healthBand(score: number): HealthBand {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

/** The risk of a band before the churn model has its say. */
export const riskOfBand: Record<HealthBand, RiskLevel> = { green: 'low', yellow: 'medium', orange: 'high', red: 'critical' };

export type HealthWeights = Record<HealthFactorKey, number>;

/** The weights a workspace starts with (percent, summing to 100). */
export const defaultHealthWeights: HealthWeights = { engagement: 30, value: 20, satisfaction: 25, product: 25 };
