import { createHash } from 'node:crypto';
import { forecastHorizonDays, type ForecastPoint, type MetricForecast, type PeriodPoint } from '@otimiza/plugin-bi-shared';
import type { ForecastMethod, Granularity } from '../data/trained-state.js';
import { backtest, forecastSeries, minTrainingPeriods, type Backtest } from '../stats/forecasting.js';
import { contiguousTail, nextPeriods, periodsIn } from '../stats/periods.js';

/** A yearly season: 12 months, or 12 windows of 30 days. */
export const SEASON = 12;
/** The 90-day horizon in periods. */
export const HORIZON_PERIODS = periodsIn(forecastHorizonDays);
/** Periods a forecast needs: a model fitted on `minTrainingPeriods` and judged on the horizon's. */
export const MIN_FORECAST_PERIODS = minTrainingPeriods + HORIZON_PERIODS;

const round = (value: number) => Math.round(value * 100) / 100;

export interface SeriesForecast {
  forecast: MetricForecast;
  method: ForecastMethod | null;
  test: Backtest | null;
}

/**
 * The periods between a series' last one and `today` that have already ended: a forecast steps
 * over them (the model cannot see them) but shows none, since they are time already gone.
 */
export function periodsGone(last: { start: string; end: string }, granularity: Granularity, today: string): number {
  let gone = 0;
  for (const window of nextPeriods(last, granularity, 120)) {
    if (window.end >= today) break;
    gone += 1;
  }
  return gone;
}

/**
 * The forecast of `horizon` periods after `last` that have not ended by `today`, fitted on `values` with `method`
 * (ETS when it fails): the model steps over the `gone` periods already ended, and the points leave them out.
 */
export function forecastAfter(
  values: readonly number[],
  last: { start: string; end: string },
  granularity: Granularity,
  today: string,
  horizon: number,
  method: ForecastMethod,
): { method: ForecastMethod; points: ForecastPoint[]; gone: number } {
  const gone = periodsGone(last, granularity, today);
  const forecast = forecastSeries(values, gone + horizon, SEASON, method);
  const windows = nextPeriods(last, granularity, gone + horizon);
  const points = forecast.points
    .map((point, index) => ({
      ...windows[index]!,
      value: round(point.value),
      lower: round(point.lower),
      upper: round(point.upper),
    }))
    .slice(gone);
  return { method: forecast.method, points, gone };
}

/**
 * The forecast of a series' periods for the `horizon` periods that have not ended by `today`, with
 * the backtest that gives its confidence (1 − the held-out error) and picks its method. It is
 * fitted on the periods after the series' last gap (a model needs them consecutive). Data that
 * stopped a period or two ago is forecast from its last point on, and the periods already gone
 * are left out of the answer (`dataAge` says how old the data is). Below the minimum: no figure,
 * the periods it has and those it needs.
 */
export function forecastPeriods(
  allPeriods: readonly (PeriodPoint & { position?: number })[],
  granularity: Granularity,
  today: string,
  horizon = HORIZON_PERIODS,
): SeriesForecast {
  const periods = contiguousTail(allPeriods);
  const afterGap = periods.length < allPeriods.length;
  const empty = (insufficient: MetricForecast['insufficient']): SeriesForecast => ({
    forecast: { next90Days: null, points: [], confidence: null, method: null, backtest: null, insufficient, staleSince: null, dataAge: null },
    method: null,
    test: null,
  });
  if (periods.length < MIN_FORECAST_PERIODS) return empty({ have: periods.length, need: MIN_FORECAST_PERIODS, afterGap });
  const values = periods.map((period) => period.value);
  const test = backtest(values, HORIZON_PERIODS, SEASON);
  if (!test) return empty({ have: periods.length, need: MIN_FORECAST_PERIODS, afterGap });
  const last = periods.at(-1)!;
  const { method, points: forecastPoints, gone } = forecastAfter(values, last, granularity, today, horizon, test.method);
  return {
    forecast: {
      next90Days: forecastPoints[Math.min(HORIZON_PERIODS, forecastPoints.length) - 1] ?? null,
      points: forecastPoints.slice(0, HORIZON_PERIODS),
      confidence: round(test.accuracy * 100) / 100,
      method,
      backtest: {
        heldOut: test.heldOut,
        error: Math.round(test.error * 10_000) / 10_000,
        coverage: Math.round(test.coverage * 10_000) / 10_000,
        inside: test.inside,
      },
      insufficient: null,
      staleSince: null,
      dataAge: gone > 0 ? { lastDay: last.end, days: daysBetween(last.end, today), periodsGone: gone } : null,
    },
    method,
    test,
  };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Forecasts kept by the periods they were fitted on: the same periods always give the same forecast. */
const MAX_KEPT_FORECASTS = 20_000;
const keptForecasts = new Map<string, SeriesForecast>();

/**
 * forecastPeriods, answered again without fitting when the same periods (dates, values,
 * positions), granularity and day were forecast before in this process: a list read every few seconds
 * fits each series once until a point changes. The oldest kept forecast goes first past the cap.
 */
export function forecastPeriodsKept(allPeriods: readonly (PeriodPoint & { position?: number })[], granularity: Granularity, today: string): SeriesForecast {
  const key = createHash('sha1')
    .update(granularity)
    .update(today)
    .update(JSON.stringify(allPeriods.map((period) => [period.start, period.end, period.value, period.position ?? null])))
    .digest('base64');
  const kept = keptForecasts.get(key);
  if (kept) return kept;
  const forecast = forecastPeriods(allPeriods, granularity, today);
  keptForecasts.set(key, forecast);
  if (keptForecasts.size > MAX_KEPT_FORECASTS) keptForecasts.delete(keptForecasts.keys().next().value!);
  return forecast;
}
