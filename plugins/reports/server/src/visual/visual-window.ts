import { visualPeriodDays, type VisualPeriod } from '@otimiza/plugin-reports-shared';

const dayMs = 24 * 60 * 60 * 1000;

/** The days a period covers (inclusive, UTC), the same length just before it, and how far back a level is carried from. */
export interface VisualWindow {
  period: VisualPeriod;
  days: number;
  from: Date;
  to: Date;
  previousFrom: Date;
  previousTo: Date;
  /** A site's latest value before the period is its level when the period starts (kept for a year). */
  lookbackFrom: Date;
}

/** The UTC day of a date, `YYYY-MM-DD` (the metric store's day). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const startOfUtcDay = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * dayMs);

/** The period ending today: `7d` is today and the 6 days before it. */
export function visualWindow(period: VisualPeriod, now = new Date()): VisualWindow {
  const days = visualPeriodDays[period];
  const to = startOfUtcDay(now);
  const from = addDays(to, -(days - 1));
  return { period, days, from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1), lookbackFrom: addDays(from, -365) };
}

/** The Monday (UTC) of a day's week, `YYYY-MM-DD`. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  return dayOf(addDays(date, -weekday));
}

/** The Mondays of the weeks a window touches, oldest first. */
export function weeksOf(window: Pick<VisualWindow, 'from' | 'to'>): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(dayOf(window.from)); week <= dayOf(window.to); week = dayOf(addDays(new Date(`${week}T00:00:00Z`), 7))) weeks.push(week);
  return weeks;
}
