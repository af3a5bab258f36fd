import { linearRegression, linearRegressionLine, rSquared } from 'simple-statistics';
import { weightedError } from './forecasting.js';

export interface ElasticityFit {
  /** d ln(volume) / d ln(price). */
  elasticity: number;
  intercept: number;
  r2: number;
}

/** The constant-elasticity demand curve, ln(volume) = a + e·ln(price), by least squares (simple-statistics). */
export function fitElasticity(pairs: readonly { price: number; volume: number }[]): ElasticityFit {
  const points = pairs.map((pair) => [Math.log(pair.price), Math.log(pair.volume)] as [number, number]);
  const { m, b } = linearRegression(points);
  return { elasticity: m, intercept: b, r2: rSquared(points, linearRegressionLine({ m, b })) };
}

export const volumeAt = (fit: Pick<ElasticityFit, 'elasticity' | 'intercept'>, price: number) => Math.exp(fit.intercept + fit.elasticity * Math.log(price));

/** Fitted without the last `heldOut` pairs, judged on them: 1 − the weighted error of their volumes. */
export function elasticityBacktest(pairs: readonly { price: number; volume: number }[], heldOut: number): number {
  const fit = fitElasticity(pairs.slice(0, pairs.length - heldOut));
  const test = pairs.slice(pairs.length - heldOut);
  const error = weightedError(
    test.map((pair) => pair.volume),
    test.map((pair) => volumeAt(fit, pair.price)),
  );
  return Math.max(0, Math.min(1, 1 - error));
}
