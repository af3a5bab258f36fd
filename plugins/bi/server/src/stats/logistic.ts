import { LogisticRegression } from '@otimiza/sdk/server';
import { Matrix } from 'ml-matrix';
import { mean, standardDeviation } from 'simple-statistics';

/** A labelled example: its features and whether it churned. */
export interface Example {
  features: number[];
  churned: boolean;
}

export interface TrainedLogistic {
  means: number[];
  deviations: number[];
  /** Intercept first, then one weight per standardised feature. */
  weights: number[];
}

const STEPS = 3000;
const LEARNING_RATE = 0.01;

const standardise = (row: readonly number[], means: readonly number[], deviations: readonly number[]) =>
  row.map((value, index) => (value - means[index]!) / (deviations[index]! || 1));

/**
 * Fits ml-logistic-regression on standardised features with an intercept column. The library's
 * one-vs-all classifier for class 0 (retained) scores the probability of the other class, churn;
 * its weights are read back as the model.
 */
export function trainLogistic(examples: readonly Example[]): TrainedLogistic {
  const columns = examples[0]!.features.length;
  const means = Array.from({ length: columns }, (_, index) => mean(examples.map((example) => example.features[index]!)));
  const deviations = Array.from({ length: columns }, (_, index) =>
    examples.length > 1 ? standardDeviation(examples.map((example) => example.features[index]!)) : 0,
  );
  const features = new Matrix(examples.map((example) => [1, ...standardise(example.features, means, deviations)]));
  const labels = Matrix.columnVector(examples.map((example) => (example.churned ? 1 : 0)));
  const model = new LogisticRegression({ numSteps: STEPS, learningRate: LEARNING_RATE });
  model.train(features, labels);
  const weights = model.classifiers[0]!.weights.to1DArray();
  return { means, deviations, weights };
}

/** The probability of churn of one example's features. */
export function churnProbability(model: TrainedLogistic, features: readonly number[]): number {
  const row = [1, ...standardise(features, model.means, model.deviations)];
  const score = row.reduce((total, value, index) => total + value * model.weights[index]!, 0);
  return 1 / (1 + Math.exp(-score));
}

/** ROC AUC by the rank formula (ties count half); null without both classes. */
export function areaUnderCurve(scores: readonly { probability: number; churned: boolean }[]): number | null {
  const positives = scores.filter((item) => item.churned);
  const negatives = scores.filter((item) => !item.churned);
  if (positives.length === 0 || negatives.length === 0) return null;
  let wins = 0;
  for (const positive of positives) {
    for (const negative of negatives) wins += positive.probability > negative.probability ? 1 : positive.probability === negative.probability ? 0.5 : 0;
  }
  return wins / (positives.length * negatives.length);
}

/**
 * Stratified k-fold cross-validation: each example is scored by a model fitted without its fold.
 * Accuracy at the 0.5 cut and AUC over those out-of-fold scores.
 */
export function crossValidate(examples: readonly Example[], folds = 5): { accuracy: number; auc: number | null } {
  const fold = new Map<Example, number>();
  for (const group of [examples.filter((example) => example.churned), examples.filter((example) => !example.churned)]) {
    group.forEach((example, index) => fold.set(example, index % folds));
  }
  const scored: { probability: number; churned: boolean }[] = [];
  for (let k = 0; k < folds; k += 1) {
    const test = examples.filter((example) => fold.get(example) === k);
    const train = examples.filter((example) => fold.get(example) !== k);
    if (test.length === 0 || !train.some((example) => example.churned) || !train.some((example) => !example.churned)) continue;
    const model = trainLogistic(train);
    for (const example of test) scored.push({ probability: churnProbability(model, example.features), churned: example.churned });
  }
  const correct = scored.filter((item) => item.probability >= 0.5 === item.churned).length;
  return { accuracy: scored.length > 0 ? correct / scored.length : 0, auc: areaUnderCurve(scored) };
}
