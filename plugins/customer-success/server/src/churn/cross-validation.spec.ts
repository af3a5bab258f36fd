import { describe, expect, it } from 'vitest';
import { classificationFigures, rocAuc, stratifiedFolds } from './cross-validation.js';
import { churnProbability, trainLogistic } from './logistic-model.js';

describe('rocAuc (rank formula)', () => {
  it('is 1 when every churned client scores above every retained one, 0 when below, 0.5 when all tie', () => {
    expect(rocAuc([0, 0, 1, 1], [0.1, 0.2, 0.8, 0.9])).toBe(1);
    expect(rocAuc([1, 1, 0, 0], [0.1, 0.2, 0.8, 0.9])).toBe(0);
    expect(rocAuc([0, 1, 0, 1], [0.5, 0.5, 0.5, 0.5])).toBe(0.5);
  });

  it('counts the pairs a classifier orders right, ties as half (checked by hand)', () => {
    // Positives 0.8, 0.4; negatives 0.6, 0.4, 0.1 → pairs won: (0.8>0.6, 0.8>0.4, 0.8>0.1, 0.4=0.4 half, 0.4>0.1) = 4.5 of 6.
    expect(rocAuc([1, 0, 1, 0, 0], [0.8, 0.6, 0.4, 0.4, 0.1])).toBeCloseTo(4.5 / 6, 10);
  });

  it('is not a number without both classes', () => {
    expect(rocAuc([1, 1], [0.2, 0.3])).toBeNaN();
  });
});

describe('classificationFigures', () => {
  it('computes accuracy, precision, recall and F1 at 0.5', () => {
    // tp = 2 (0.9, 0.7), fn = 1 (0.2), fp = 1 (0.6), tn = 2.
    const figures = classificationFigures([1, 1, 1, 0, 0, 0], [0.9, 0.7, 0.2, 0.6, 0.1, 0.3]);
    expect(figures.accuracy).toBeCloseTo(4 / 6);
    expect(figures.precision).toBeCloseTo(2 / 3);
    expect(figures.recall).toBeCloseTo(2 / 3);
    expect(figures.f1Score).toBeCloseTo(2 / 3);
  });

  it('gives 0 precision and recall, not NaN, when nothing is predicted positive', () => {
    expect(classificationFigures([1, 0], [0.1, 0.2])).toEqual({ accuracy: 0.5, precision: 0, recall: 0, f1Score: 0 });
  });
});

describe('stratifiedFolds', () => {
  it('puts every row in one fold and spreads each class evenly', () => {
    const labels = [1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0];
    const folds = stratifiedFolds(labels, 4);
    expect(folds.flat().sort((a, b) => a - b)).toEqual(labels.map((_, index) => index));
    for (const fold of folds) expect(fold.filter((index) => labels[index] === 1)).toHaveLength(1);
  });
});

describe('trainLogistic', () => {
  it('learns that a low score means churn, with missing values imputed', () => {
    const rows: (number | null)[][] = [];
    const labels: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      rows.push([20 + i, i % 3 === 0 ? null : 10]);
      labels.push(1);
      rows.push([70 + i, 10]);
      labels.push(0);
    }
    const model = trainLogistic(['score', 'other'], rows, labels);
    expect(churnProbability(model, [25, 10])).toBeGreaterThan(0.8);
    expect(churnProbability(model, [85, null])).toBeLessThan(0.2);
  });
});
