import type { VisualTrend } from '@otimiza/plugin-reports-shared';
import { mean, oneDecimal } from './visual-numbers.js';
import { dayOf, type VisualWindow } from './visual-window.js';

/** A site's daily values, oldest first. */
export interface SitePoints {
  site: string;
  points: { day: string; value: number }[];
}

export interface Change {
  value: number | null;
  trend: VisualTrend | null;
  changePercentage: number | null;
  improving: boolean | null;
  /** Days with data in the period. */
  points: number;
  /** The newest day with data, or null. */
  lastDay: string | null;
}

/** Below 1 % either way, a value is stable. */
const stableBelowPercent = 1;

/** The mean of each site's latest value on or before `day`; null when no site has one yet. */
export function levelOn(sites: readonly SitePoints[], day: string): number | null {
  const latest = sites.flatMap((site) => {
    const last = site.points.filter((point) => point.day <= day).at(-1);
    return last ? [last.value] : [];
  });
  return mean(latest);
}

/** Direction and percent change from `start` to `end`, read against which way is better. */
export function changeBetween(start: number | null, end: number | null, better: 'higher' | 'lower'): Pick<Change, 'trend' | 'changePercentage' | 'improving'> {
  if (start === null || end === null) return { trend: null, changePercentage: null, improving: null };
  const changePercentage = start === 0 ? (end === 0 ? 0 : null) : ((end - start) / Math.abs(start)) * 100;
  const stable = changePercentage === null ? false : Math.abs(changePercentage) < stableBelowPercent;
  const trend: VisualTrend = stable ? 'stable' : end > start ? 'up' : 'down';
  return {
    trend,
    changePercentage: oneDecimal(changePercentage),
    improving: trend === 'stable' ? null : (trend === 'up') === (better === 'higher'),
  };
}

/**
 * The level of a workspace's sites (their latest values' mean) at the end of the period, and its
 * change since the period began: from the level the sites had before the period when they had
 * one, else from the period's first day with data (then at least two days are needed).
 */
export function levelChange(sites: readonly SitePoints[], window: Pick<VisualWindow, 'from' | 'to' | 'previousTo'>, better: 'higher' | 'lower'): Change {
  const from = dayOf(window.from);
  const to = dayOf(window.to);
  const days = [...new Set(sites.flatMap((site) => site.points.map((point) => point.day)).filter((day) => day >= from && day <= to))].sort();
  const value = levelOn(sites, to);
  const before = levelOn(sites, dayOf(window.previousTo));
  const start = before !== null && days.length >= 1 ? before : days.length >= 2 ? levelOn(sites, days[0]!) : null;
  const lastDay =
    sites
      .flatMap((site) => site.points.map((point) => point.day).filter((day) => day <= to))
      .sort()
      .at(-1) ?? null;
  return { value: oneDecimal(value), ...changeBetween(start, start === null ? null : value, better), points: days.length, lastDay };
}

/** A period's total against the one before it. */
export function totalChange(current: number, previous: number, points: number, lastDay: string | null = null): Change {
  const change = previous > 0 ? changeBetween(previous, current, 'higher') : { trend: null, changePercentage: null, improving: null };
  return { value: oneDecimal(current), ...change, points, lastDay };
}

/**
 * levelChange from the sites' latest values (MetricStorePort.latestPerSite) at the period's end,
 * before the period and on its first day with data, and the number of days with data in it: the
 * same figures, without each site's history.
 */
export function levelChangeOf(
  input: {
    atEnd: readonly { day: string; value: number }[];
    beforePeriod: readonly { value: number }[];
    atFirstDay: readonly { value: number }[];
    days: number;
  },
  better: 'higher' | 'lower',
): Change {
  const value = mean(input.atEnd.map((site) => site.value));
  const before = mean(input.beforePeriod.map((site) => site.value));
  const start = before !== null && input.days >= 1 ? before : input.days >= 2 ? mean(input.atFirstDay.map((site) => site.value)) : null;
  const lastDay =
    input.atEnd
      .map((site) => site.day)
      .sort()
      .at(-1) ?? null;
  return { value: oneDecimal(value), ...changeBetween(start, start === null ? null : value, better), points: input.days, lastDay };
}
