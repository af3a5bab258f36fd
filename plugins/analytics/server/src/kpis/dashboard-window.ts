import { periodDays, type Period } from '@otimiza/plugin-analytics-shared';

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => isoDay(new Date(dayDate(day).getTime() + days * DAY_MS));

/** A period's days (UTC, today included), the equal period before it, and the history a forecast is fitted on. */
export interface DashboardWindow {
  period: Period;
  days: number;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** At least 90 days back: a 7-day period still gets a forecast from the recent history. */
  historyFrom: string;
}

export function dashboardWindow(period: Period, now = new Date()): DashboardWindow {
  const days = periodDays[period];
  const to = isoDay(now);
  const from = addDays(to, -(days - 1));
  return {
    period,
    days,
    from,
    to,
    previousFrom: addDays(from, -days),
    previousTo: addDays(from, -1),
    historyFrom: addDays(to, -(Math.max(days, 90) - 1)),
  };
}

/** Every day from `from` to `to`, inclusive. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}
