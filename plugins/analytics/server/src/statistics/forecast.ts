import { linearRegression, mean, sum } from 'simple-statistics';

/** A day's value of a series (YYYY-MM-DD, oldest first). */
export interface DayValue {
  day: string;
  value: number;
}

/** Days with data a forecast needs: the last quarter of them (3 to 7 days) is held out to measure its accuracy, the rest fitted. */
export const MIN_FORECAST_DAYS = 14;
export const FORECAST_HORIZON_DAYS = 30;
/** z of a two-sided 95% interval (normal approximation of the residuals). */
const Z_95 = 1.959964;

const DAY_MS = 86_400_000;
export const dayIndex = (day: string, origin: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${origin}T00:00:00Z`)) / DAY_MS);

interface Fit {
  slope: number;
  intercept: number;
  /** Residual standard error (n − 2 degrees of freedom). */
  se: number;
  n: number;
  xMean: number;
  sxx: number;
}

/** Least squares of y on x (simple-statistics), with what the prediction interval needs. */
export function fitLine(points: readonly { x: number; y: number }[]): Fit {
  const pairs = points.map((point) => [point.x, point.y] as [number, number]);
  const { m, b } = linearRegression(pairs);
  const xMean = mean(points.map((point) => point.x));
  const sxx = sum(points.map((point) => (point.x - xMean) ** 2));
  const residuals = points.map((point) => point.y - (m * point.x + b));
  const se = points.length > 2 ? Math.sqrt(sum(residuals.map((r) => r * r)) / (points.length - 2)) : 0;
  return { slope: m, intercept: b, se, n: points.length, xMean, sxx };
}

/** 1 − WAPE (sum of absolute errors over sum of absolute actuals), within 0–1. */
export function accuracyOf(actual: readonly number[], predicted: readonly number[]): number {
  const errors = sum(actual.map((value, index) => Math.abs(value - (predicted[index] ?? 0))));
  const scale = sum(actual.map((value) => Math.abs(value)));
  if (scale === 0) return errors === 0 ? 1 : 0;
  return Math.max(0, Math.min(1, 1 - errors / scale));
}

export interface ForecastResult {
  value: number;
  lower: number;
  upper: number;
  horizonDays: number;
  method: 'linear-regression';
  accuracy: number;
  heldOutDays: number;
  trainingDays: number;
  slopePerDay: number;
}

export interface ForecastOptions {
  /** `level`: the value on the horizon's last day (averages); `total`: the sum of the horizon's days (counts). */
  mode: 'level' | 'total';
  /** Bounds of the metric (scores 0–100; counts and durations ≥ 0). */
  min?: number;
  max?: number;
  horizonDays?: number;
}

const clamp = (value: number, options: ForecastOptions) => Math.min(options.max ?? Infinity, Math.max(options.min ?? -Infinity, value));

/**
 * A linear trend fitted on the daily series and carried `horizonDays` past its last day, with a
 * 95% prediction interval, and its accuracy measured by holding out the last days (fitted on the
 * days before them, compared with what was stored). Null below MIN_FORECAST_DAYS points.
 */
export function linearForecast(series: readonly DayValue[], options: ForecastOptions): ForecastResult | null {
  if (series.length < MIN_FORECAST_DAYS) return null;
  const horizon = options.horizonDays ?? FORECAST_HORIZON_DAYS;
  const origin = series[0]!.day;
  const points = series.map((point) => ({ x: dayIndex(point.day, origin), y: point.value }));

  const heldOut = Math.min(7, Math.max(3, Math.floor(points.length / 4)));
  const training = points.slice(0, points.length - heldOut);
  const test = points.slice(points.length - heldOut);
  const trial = fitLine(training);
  const accuracy = accuracyOf(
    test.map((point) => point.y),
    test.map((point) => clamp(trial.slope * point.x + trial.intercept, options)),
  );

  const fit = fitLine(points);
  const lastX = points[points.length - 1]!.x;
  let value: number;
  let halfWidth: number;
  if (options.mode === 'level') {
    const x0 = lastX + horizon;
    value = fit.slope * x0 + fit.intercept;
    halfWidth = Z_95 * fit.se * Math.sqrt(1 + 1 / fit.n + (fit.sxx > 0 ? (x0 - fit.xMean) ** 2 / fit.sxx : 0));
  } else {
    const xs = Array.from({ length: horizon }, (_, index) => lastX + index + 1);
    value = sum(xs.map((x) => fit.slope * x + fit.intercept));
    const spread = sum(xs.map((x) => x - fit.xMean));
    halfWidth = Z_95 * fit.se * Math.sqrt(horizon + (horizon * horizon) / fit.n + (fit.sxx > 0 ? (spread * spread) / fit.sxx : 0));
  }
  const bounds: ForecastOptions = options.mode === 'total' ? { ...options, max: options.max === undefined ? undefined : options.max * horizon } : options;
  return {
    value: round(clamp(value, bounds)),
    lower: round(clamp(value - halfWidth, bounds)),
    upper: round(clamp(value + halfWidth, bounds)),
    horizonDays: horizon,
    method: 'linear-regression',
    accuracy: round(accuracy, 4),
    heldOutDays: heldOut,
    trainingDays: training.length,
    slopePerDay: fit.slope,
  };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
