import { defaultHealthWeights } from '@otimiza/plugin-customer-success-shared';
import { describe, expect, it } from 'vitest';
import { computeHealth, healthTrendOf, riskLevelOf, type HealthSignals } from './health-calculator.js';

const signals = (overrides: Partial<HealthSignals> = {}): HealthSignals => ({
  signIns: null,
  reportViews: null,
  answers: [],
  mrrCents: 0,
  medianMrrCents: null,
  sites: [],
  targets: { signIns: 4, reportViews: 2 },
  ...overrides,
});

describe('computeHealth', () => {
  it('scores each factor from its signals and weighs the measured ones', () => {
    const health = computeHealth(
      signals({
        signIns: { count: 2, lastAt: new Date() },
        reportViews: 4,
        answers: [
          { nps: 9, csat: 5 },
          { nps: 6, csat: null },
        ],
        mrrCents: 50_000,
        medianMrrCents: 100_000,
        sites: [{ url: 'https://a.example.com/', latest: 80, lowestCategory: 70, earliestInWindow: 90 }],
      }),
      defaultHealthWeights,
    );
    // Engagement: sign-ins 2/4 → 50, views 4/2 → 100 (capped): 75. Value: half the median → 50.
    // Satisfaction: NPS mean 7.5 → 75, CSAT 5 → 100: 88 (87.5 rounded). Product: 80 moved by half of −10 → 75.
    expect(health.factors.engagement.score).toBe(75);
    expect(health.factors.value.score).toBe(50);
    expect(health.factors.satisfaction.score).toBe(88);
    expect(health.factors.satisfaction.nps).toBe(0);
    expect(health.factors.product.score).toBe(75);
    expect(health.score).toBe(Math.round((75 * 30 + 50 * 20 + 88 * 25 + 75 * 25) / 100));
  });

  it('gives no score from fewer than two measured factors, and flags a failing site', () => {
    expect(computeHealth(signals({ mrrCents: 100_000, medianMrrCents: 100_000 }), defaultHealthWeights).score).toBeNull();
    const failing = computeHealth(
      signals({ sites: [{ url: 'https://b.example.com/', latest: 45, lowestCategory: 30, earliestInWindow: 45 }], reportViews: 0 }),
      defaultHealthWeights,
    );
    expect(failing.factors.product.failing).toEqual(['https://b.example.com/']);
    expect(failing.score).toBe(Math.round((0 * 30 + 45 * 25) / 55));
  });
});

describe('trend and risk', () => {
  it('critical below 40, ±5 points against a week before, stable without history', () => {
    expect(healthTrendOf(35, 80)).toBe('critical');
    expect(healthTrendOf(70, 60)).toBe('improving');
    expect(healthTrendOf(60, 70)).toBe('declining');
    expect(healthTrendOf(70, 68)).toBe('stable');
    expect(healthTrendOf(70, null)).toBe('stable');
  });

  it('takes the health score band and raises it with the churn probability', () => {
    expect(riskLevelOf(85, null)).toBe('low');
    expect(riskLevelOf(65, null)).toBe('medium');
    expect(riskLevelOf(45, null)).toBe('high');
    expect(riskLevelOf(30, null)).toBe('critical');
    expect(riskLevelOf(85, 0.7)).toBe('high');
    expect(riskLevelOf(85, 0.35)).toBe('medium');
    expect(riskLevelOf(null, 0.1)).toBe('low');
    expect(riskLevelOf(null, null)).toBeNull();
  });
});
