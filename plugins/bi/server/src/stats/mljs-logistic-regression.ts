import { createRequire } from 'node:module';
import type { Matrix } from 'ml-matrix';

/** mljs logistic regression (`ml-logistic-regression`, CommonJS without type declarations): one-vs-all classifiers trained by gradient ascent. */
export interface LogisticRegressionModel {
  classifiers: { weights: Matrix; testScores(features: Matrix): number[] }[];
  numberClasses: number;
  train(features: Matrix, labels: Matrix): void;
  predict(features: Matrix): number[];
}

type LogisticRegressionClass = new (options?: { numSteps?: number; learningRate?: number }) => LogisticRegressionModel;

// The package ships CommonJS (module.exports = the class) and no types: loaded with require, typed here, so
// that every program compiling this file (the SDK's, through the host's registry) sees its type.
export const LogisticRegression = createRequire(import.meta.url)('ml-logistic-regression') as LogisticRegressionClass;
