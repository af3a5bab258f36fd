import { describe, expect, it } from 'vitest';
import { areaUnderCurve, churnProbability, crossValidate, trainLogistic, type Example } from './logistic.js';

/** Low usage churns; a deterministic set with some overlap. */
const examples: Example[] = Array.from({ length: 40 }, (_, index) => {
  const churned = index % 2 === 0;
  const usage = churned ? 2 + (index % 7) : 6 + (index % 9);
  return { features: [usage, churned ? -5 + (index % 4) : (index % 5) - 1], churned };
});

describe('the churn model (ml-logistic-regression)', () => {
  it('learns that low usage churns and validates out of fold', () => {
    const model = trainLogistic(examples);
    expect(churnProbability(model, [1, -5])).toBeGreaterThan(0.5);
    expect(churnProbability(model, [14, 3])).toBeLessThan(0.5);
    const validation = crossValidate(examples);
    expect(validation.accuracy).toBeGreaterThan(0.7);
    expect(validation.auc).toBeGreaterThan(0.8);
  });

  it('computes the AUC by ranks, ties half', () => {
    expect(
      areaUnderCurve([
        { probability: 0.9, churned: true },
        { probability: 0.2, churned: false },
        { probability: 0.5, churned: true },
        { probability: 0.5, churned: false },
      ]),
    ).toBe(0.875);
    expect(areaUnderCurve([{ probability: 0.9, churned: true }])).toBeNull();
  });
});
