import { LogisticRegression } from '@otimiza/sdk/server';
import { Matrix } from 'ml-matrix';
import type { TrainedWeights } from '../data/churn-model.entity.js';

/** Gradient steps of the training; the learning rate is scaled to the number of rows (the library sums the gradient). */
const STEPS = 1500;
const RATE = 0.5;

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/**
 * Trains a logistic regression (mljs `ml-logistic-regression`) on feature rows with missing
 * values: each feature is imputed with its training mean and standardised, and an intercept column
 * is added. Labels: 1 churned, 0 retained. Both classes must be present.
 */
export function trainLogistic(features: readonly string[], rows: readonly (number | null)[][], labels: readonly number[]): TrainedWeights {
  const means = features.map((_, column) => {
    const known = rows.map((row) => row[column]).filter((value): value is number => value !== null && Number.isFinite(value));
    return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : 0;
  });
  const deviations = features.map((_, column) => {
    const values = rows.map((row) => row[column] ?? means[column]!);
    const variance = values.reduce((sum, value) => sum + (value - means[column]!) ** 2, 0) / Math.max(1, values.length);
    return Math.sqrt(variance) || 1;
  });
  const model = { features: [...features], means, deviations, weights: [] as number[] };
  const X = new Matrix(rows.map((row) => standardised(model, row)));
  const classifier = new LogisticRegression({ numSteps: STEPS, learningRate: RATE / rows.length });
  classifier.train(X, Matrix.columnVector([...labels]));
  // One-vs-all: the classifier of class 0 scores "not retained", the churn probability.
  model.weights = classifier.classifiers[0]!.weights.to1DArray();
  return model;
}

/** The intercept's 1, then each feature imputed and standardised as in training. */
function standardised(model: Omit<TrainedWeights, 'weights'>, row: readonly (number | null)[]): number[] {
  return [1, ...model.features.map((_, column) => ((row[column] ?? model.means[column]!) - model.means[column]!) / model.deviations[column]!)];
}

/** The churn probability of a feature row under a trained model. */
export function churnProbability(model: TrainedWeights, row: readonly (number | null)[]): number {
  const x = standardised(model, row);
  return sigmoid(x.reduce((sum, value, index) => sum + value * (model.weights[index] ?? 0), 0));
}
