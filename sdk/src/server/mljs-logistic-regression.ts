import { createRequire } from 'node:module';
import type { Matrix } from 'ml-matrix';

/** mljs logistic regression (`ml-logistic-regression`, CommonJS without type declarations): one-vs-all classifiers trained by gradient ascent. */
export interface LogisticRegressionModel {
  classifiers: { weights: Matrix; testScores(features: Matrix): number[] }[];
  numberClasses: number;
  train(features: Matrix, labels: Matrix): void;
  predict(features: Matrix): number[];
}

/** Its constructor: the gradient steps and the learning rate of the training. */
export type LogisticRegressionClass = new (options?: { numSteps?: number; learningRate?: number }) => LogisticRegressionModel;

/**
 * The mljs class, shared by the plugins that train a churn model. The package ships CommonJS (module.exports = the
 * class) and no types: loaded with require, typed here.
 */
export const LogisticRegression = createRequire(import.meta.url)('ml-logistic-regression') as LogisticRegressionClass;
