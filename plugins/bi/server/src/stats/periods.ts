import type { Granularity } from '../data/trained-state.js';
import type { PeriodPoint } from '@otimiza/plugin-bi-shared';

/** A day's value of a series (YYYY-MM-DD, UTC). */
export interface DayValue {
  day: string;
  value: number;
}
export type Aggregation = 'sum' | 'average';

const DAY_MS = 86_400_000;
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const dateOf = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const addDays = (day: string, days: number) => dayOf(new Date(dateOf(day).getTime() + days * DAY_MS));
const monthOf = (day: string) => day.slice(0, 7);
const lastDayOfMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return dayOf(new Date(Date.UTC(year, monthNumber, 0)));
};
const nextMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return dayOf(new Date(Date.UTC(year, monthNumber, 1))).slice(0, 7);
};

/**
 * How a series is cut into periods: by calendar month when it has at most one point a month (an
 * imported monthly series), else into 30-day windows counted back from its latest day.
 */
export function granularityOf(points: readonly DayValue[]): Granularity {
  const months = new Set(points.map((point) => monthOf(point.day)));
  return points.length > 0 && months.size === points.length ? 'month' : '30d';
}

/** The windows of a series' periods, oldest first, from its first to its latest point. */
export function windowsOf(points: readonly DayValue[], granularity: Granularity): { start: string; end: string }[] {
  if (points.length === 0) return [];
  const days = points.map((point) => point.day).sort();
  const first = days[0]!;
  const last = days.at(-1)!;
  const windows: { start: string; end: string }[] = [];
  if (granularity === 'month') {
    for (let month = monthOf(first); month <= monthOf(last); month = nextMonth(month)) windows.push({ start: `${month}-01`, end: lastDayOfMonth(month) });
  } else {
    for (let end = last; end >= first; end = addDays(end, -30)) windows.unshift({ start: addDays(end, -29), end });
  }
  return windows;
}

/** Each window's sum or mean of the points inside it; null where none is. */
export function aggregateInto(points: readonly DayValue[], windows: readonly { start: string; end: string }[], aggregation: Aggregation): (number | null)[] {
  return windows.map((window) => {
    const inside = points.filter((point) => point.day >= window.start && point.day <= window.end).map((point) => point.value);
    if (inside.length === 0) return null;
    const total = inside.reduce((sum, value) => sum + value, 0);
    return aggregation === 'sum' ? total : total / inside.length;
  });
}

/** A period of a series: `observed` says whether it had data, `position` its place among all the series' windows. */
export type SeriesPeriod = PeriodPoint & { observed: boolean; position: number };

/**
 * What a period without a point is: for a sum, 0 (`fill`: the metric store counts every event, so a
 * silent window had none) or missing (`gap`: an imported series that skips a month says nothing
 * about it); for an average, the previous level either way (a score stays what it was measured).
 */
export type MissingPeriods = 'fill' | 'gap';

/**
 * The series' periods, oldest first, from its first to its latest point, the windows without a
 * point treated as `missing` says (a gap is left out; the positions of the others still count it).
 */
export function periodsOf(points: readonly DayValue[], granularity: Granularity, aggregation: Aggregation, missing: MissingPeriods = 'fill'): SeriesPeriod[] {
  const windows = windowsOf(points, granularity);
  return fillPeriods(windows, aggregateInto(points, windows, aggregation), aggregation, missing);
}

/** Periods from windows and their values, the windows without a value treated as `periodsOf` says. */
export function fillPeriods(
  windows: readonly { start: string; end: string }[],
  values: readonly (number | null)[],
  aggregation: Aggregation,
  missing: MissingPeriods = 'fill',
): SeriesPeriod[] {
  const out: SeriesPeriod[] = [];
  let previous: number | null = null;
  windows.forEach((window, position) => {
    const observed = values[position] ?? null;
    if (observed === null && aggregation === 'sum' && missing === 'gap') return;
    const value = observed ?? (aggregation === 'sum' ? 0 : previous);
    if (value === null) return;
    previous = value;
    out.push({ ...window, value, observed: observed !== null, position });
  });
  return out;
}

/** The periods after the series' last gap (all of them when it has none): what a forecast can be fitted on. */
export function contiguousTail<T extends { position?: number }>(periods: readonly T[]): T[] {
  for (let index = periods.length - 1; index > 0; index -= 1) {
    const here = periods[index]!.position;
    const before = periods[index - 1]!.position;
    if (here !== undefined && before !== undefined && here - before > 1) return periods.slice(index);
  }
  return [...periods];
}

/** The periods after `last`, `count` of them, in the same cut. */
export function nextPeriods(last: { start: string; end: string }, granularity: Granularity, count: number): { start: string; end: string }[] {
  const out: { start: string; end: string }[] = [];
  let current = last;
  for (let index = 0; index < count; index += 1) {
    current =
      granularity === 'month'
        ? { start: `${nextMonth(monthOf(current.start))}-01`, end: lastDayOfMonth(nextMonth(monthOf(current.start))) }
        : { start: addDays(current.end, 1), end: addDays(current.end, 30) };
    out.push(current);
  }
  return out;
}

/** Periods that make up `days` days ahead: 3 months or 3 windows of 30 days for the 90-day horizon. */
export const periodsIn = (days: number) => Math.max(1, Math.round(days / 30));
