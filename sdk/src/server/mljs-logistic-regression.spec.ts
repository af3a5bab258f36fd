import { Matrix } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import { LogisticRegression } from './mljs-logistic-regression.js';

describe('LogisticRegression (ml-logistic-regression, loaded and typed by the SDK)', () => {
  // One feature with an intercept column: below 0 is class 0, above it class 1.
  const features = new Matrix([-3, -2, -1.5, -1, 1, 1.5, 2, 3].map((value) => [1, value]));
  const labels = Matrix.columnVector([0, 0, 0, 0, 1, 1, 1, 1]);

  it('trains one classifier per class and predicts the class of each row', () => {
    const model = new LogisticRegression({ numSteps: 500, learningRate: 0.1 });
    model.train(features, labels);
    expect(model.numberClasses).toBe(2);
    expect(
      model.predict(
        new Matrix([
          [1, -2.5],
          [1, 2.5],
        ]),
      ),
    ).toEqual([0, 1]);
  });

  it('scores each row with the one-vs-all classifier, its weights one per column', () => {
    const model = new LogisticRegression({ numSteps: 500, learningRate: 0.1 });
    model.train(features, labels);
    const [notZero] = model.classifiers;
    expect(notZero!.weights.to1DArray()).toHaveLength(2);
    const [low, high] = notZero!.testScores(
      new Matrix([
        [1, -2.5],
        [1, 2.5],
      ]),
    );
    expect(high).toBeGreaterThan(0.5);
    expect(low).toBeLessThan(0.5);
  });
});
