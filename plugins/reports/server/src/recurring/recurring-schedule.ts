import type { RecurringFrequency } from '@otimiza/plugin-reports-shared';

export const SCHEDULE_TIME_ZONE = 'America/Sao_Paulo';
const RUN_HOUR = 9;

/** The calendar date of an instant in the schedule's time zone. */
function zonedDate(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SCHEDULE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Offset of the time zone from UTC at an instant, in ms (São Paulo: −3 h since 2019, no daylight saving). */
function zoneOffsetMs(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SCHEDULE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)!.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 09:00 in São Paulo on a calendar date (month 1–12; days beyond the month roll over like Date.UTC). */
function nineAm(year: number, month: number, day: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, day, RUN_HOUR));
  return new Date(guess.getTime() - zoneOffsetMs(guess));
}

/**
 * Weekly — seven days from now, at 09:00; monthly — the 1st of next month at 09:00;
 * both in America/Sao_Paulo.
 */
export function nextRunAfter(frequency: RecurringFrequency, from: Date): Date {
  const today = zonedDate(from);
  if (frequency === 'weekly') return nineAm(today.year, today.month, today.day + 7);
  return nineAm(today.year, today.month + 1, 1);
}
