declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';

  interface TwoClassClassifier {
    weights: Matrix;
    testScores(features: Matrix): number[];
  }

  /** mljs logistic regression: one-vs-all classifiers trained by gradient ascent. */
  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    classifiers: TwoClassClassifier[];
    numberClasses: number;
    train(features: Matrix, labels: Matrix): void;
    predict(features: Matrix): number[];
  }
}
