import type { DailyMetric, SiteSeries } from '@otimiza/sdk/server';
import type { KpiStatus, KpiView, Trend } from '@otimiza/plugin-analytics-shared';
import { round, type DayValue } from '../statistics/forecast.js';
import { eachDay } from './dashboard-window.js';

/** A KPI's figures from the store, before the workspace's target is applied. */
export type KpiBase = Omit<KpiView, 'target' | 'status' | 'statusReason'>;

/** A rollup's figure over some days: the mean of the samples (averages), the total (sums) or the latest day's (last). */
export function periodFigure(points: readonly DailyMetric[], rollup: 'sum' | 'average' | 'last'): number | null {
  if (points.length === 0) return null;
  if (rollup === 'sum')
    return round(
      points.reduce((total, point) => total + point.value, 0),
      4,
    );
  if (rollup === 'last') return points[points.length - 1]!.value;
  const count = points.reduce((total, point) => total + point.count, 0);
  return count === 0 ? null : round(points.reduce((total, point) => total + point.sum, 0) / count, 4);
}

/** The two periods' means of a per-page measure over the pages and strategies measured in both, and how many those are. */
export interface LikeForLike {
  current: number | null;
  previous: number | null;
  pages: number;
}

/**
 * Each (page, strategy) series' mean in either period, then the mean of those over the series that have both: a page
 * audited only this period, or only on mobile before and on desktop now, moves neither side.
 */
export function likeForLike(series: readonly SiteSeries[], current: { from: string; to: string }, previous: { from: string; to: string }): LikeForLike {
  const within = (points: readonly DailyMetric[], range: { from: string; to: string }) =>
    periodFigure(
      points.filter((point) => point.day >= range.from && point.day <= range.to),
      'average',
    );
  const pairs = series.flatMap(({ points }) => {
    const now = within(points, current);
    const before = within(points, previous);
    return now === null || before === null ? [] : [{ now, before }];
  });
  if (pairs.length === 0) return { current: null, previous: null, pages: 0 };
  const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / values.length, 4);
  return { current: mean(pairs.map((pair) => pair.now)), previous: mean(pairs.map((pair) => pair.before)), pages: pairs.length };
}

/** Changes below 1% of the previous figure are 'stable'. */
const STABLE_PERCENT = 1;

export function changeOf(value: number | null, previous: number | null): { change: number | null; changePercentage: number | null; trend: Trend | null } {
  if (value === null || previous === null) return { change: null, changePercentage: null, trend: null };
  const change = round(value - previous, 4);
  const changePercentage = previous === 0 ? null : round((change / Math.abs(previous)) * 100, 2);
  const relative = changePercentage ?? (change === 0 ? 0 : Math.sign(change) * 100);
  const trend: Trend = Math.abs(relative) < STABLE_PERCENT ? 'stable' : change > 0 ? 'up' : 'down';
  return { change, changePercentage, trend };
}

/**
 * The status band of a value against the user's target: meeting it is excellent, within 10% good,
 * within 25% warning, further critical — measured in the KPI's good direction.
 */
export function statusAgainst(value: number, target: number, better: 'higher' | 'lower'): KpiStatus {
  const ratio = better === 'higher' ? (target === 0 ? Infinity : value / target) : value === 0 ? Infinity : target / value;
  if (ratio >= 1) return 'excellent';
  if (ratio >= 0.9) return 'good';
  if (ratio >= 0.75) return 'warning';
  return 'critical';
}

/** The daily series a forecast is fitted on: days with data (averages), or every day since the first with data, zeros included (sums). */
export function forecastSeries(points: readonly DailyMetric[], rollup: 'sum' | 'average' | 'last', to: string): DayValue[] {
  if (rollup !== 'sum') return points.map((point) => ({ day: point.day, value: point.value }));
  if (points.length === 0) return [];
  const byDay = new Map(points.map((point) => [point.day, point.value]));
  return eachDay(points[0]!.day, to).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}
