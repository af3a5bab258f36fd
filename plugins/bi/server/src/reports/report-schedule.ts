import type { ReportFrequency } from '@otimiza/plugin-bi-shared';

const DAY_MS = 86_400_000;

/** The next run after `from`: a day, a week or a calendar month later (a month-end day clamps to the shorter month's last). */
export function nextRunAfter(frequency: ReportFrequency, from: Date): Date {
  if (frequency === 'daily') return new Date(from.getTime() + DAY_MS);
  if (frequency === 'weekly') return new Date(from.getTime() + 7 * DAY_MS);
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
