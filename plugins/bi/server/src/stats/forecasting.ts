import type { ForecastMethod } from '../data/trained-state.js';
import { augurs } from './augurs.js';

/** The interval of every forecast: 95%. */
export const intervalLevel = 0.95;
/** Periods a model is fitted on at least (before the held-out ones): AutoETS refuses fewer. */
export const minTrainingPeriods = 7;

export interface ForecastValue {
  value: number;
  lower: number;
  upper: number;
}

export interface Backtest {
  method: ForecastMethod;
  heldOut: number;
  /** Weighted absolute percentage error of the held-out periods: Σ|actual − forecast| / Σ|actual|. */
  error: number;
  /** 1 − error, within 0–1. */
  accuracy: number;
  /** Share of the held-out periods inside the forecast's 95% interval (`inside` / `heldOut`). */
  coverage: number;
  /** How many held-out periods' actual values fell inside the forecast's 95% interval (bounds included). */
  inside: number;
  predicted: ForecastValue[];
}

/**
 * The methods a series can take. The seasonal one (MSTL: STL's LOESS season, then AutoETS) needs
 * two whole seasons (augurs' STL refuses fewer) and two periods more: fitted on exactly two
 * seasons, its 95% intervals held 39% of the next 3 months of 100 simulated seasonal series,
 * against 75% fitted on 26 periods. No maintained JavaScript library fits a Holt-Winters or seasonal
 * ETS model (augurs' ETS has no seasonal component, grafana/augurs#27; `arima`'s SARIMA needs
 * three seasons), so a shorter series is forecast by AutoETS, whose interval widens with the
 * season it cannot see.
 */
export function candidateMethods(trainingLength: number, season: number): ForecastMethod[] {
  return trainingLength >= 2 * season + 2 ? ['MSTL + ETS', 'ETS'] : ['ETS'];
}

/**
 * Fits the method (augurs: AutoETS picks the error and trend components by AICc; MSTL removes the
 * season with LOESS first and lets AutoETS forecast the rest) and forecasts `horizon` periods with
 * their 95% intervals.
 */
export function forecastWith(method: ForecastMethod, values: readonly number[], horizon: number, season: number): ForecastValue[] {
  const { AutoETS, MSTL } = augurs();
  const model = method === 'ETS' ? new AutoETS(1, 'ZZN') : MSTL.ets([season]);
  try {
    model.fit(Float64Array.from(values));
    const forecast = model.predict(horizon, intervalLevel);
    return forecast.point.map((value, index) => {
      const lower = forecast.intervals?.lower[index] ?? value;
      const upper = forecast.intervals?.upper[index] ?? value;
      return { value, lower: Math.min(lower, value), upper: Math.max(upper, value) };
    });
  } finally {
    model.free();
  }
}

/** Weighted absolute percentage error; 0 when both are all zero. */
export function weightedError(actual: readonly number[], predicted: readonly number[]): number {
  const absolute = actual.reduce((total, value) => total + Math.abs(value), 0);
  const error = actual.reduce((total, value, index) => total + Math.abs(value - (predicted[index] ?? 0)), 0);
  if (absolute === 0) return error === 0 ? 0 : 1;
  return error / absolute;
}

/**
 * The backtest: each candidate method is fitted on all but the last `horizon` periods and judged on
 * them; the one with the smaller error is kept. Null when there are fewer than
 * `minTrainingPeriods + horizon` periods.
 */
export function backtest(values: readonly number[], horizon: number, season: number): Backtest | null {
  if (values.length < minTrainingPeriods + horizon) return null;
  const training = values.slice(0, values.length - horizon);
  const heldOut = values.slice(values.length - horizon);
  let best: Backtest | null = null;
  for (const method of candidateMethods(training.length, season)) {
    let predicted: ForecastValue[];
    try {
      predicted = forecastWith(method, training, horizon, season);
    } catch {
      continue; // a method that cannot fit this series (augurs refuses it) is not a candidate
    }
    const error = weightedError(
      heldOut,
      predicted.map((item) => item.value),
    );
    const inside = heldOut.filter((value, index) => value >= predicted[index]!.lower && value <= predicted[index]!.upper).length;
    const outcome: Backtest = {
      method,
      heldOut: horizon,
      error,
      accuracy: Math.max(0, Math.min(1, 1 - error)),
      coverage: inside / horizon,
      inside,
      predicted,
    };
    if (!best || outcome.error < best.error) best = outcome;
  }
  return best;
}

/** The forecast of the whole series with the backtest's method (ETS when it fails to fit). */
export function forecastSeries(
  values: readonly number[],
  horizon: number,
  season: number,
  method: ForecastMethod,
): { method: ForecastMethod; points: ForecastValue[] } {
  try {
    return { method, points: forecastWith(method, values, horizon, season) };
  } catch (error) {
    if (method === 'ETS') throw error;
    return { method: 'ETS', points: forecastWith('ETS', values, horizon, season) };
  }
}
