/** Dates, durations and sizes in the interface language ('pt-BR' or 'en'), shared by every page. */

/** The number locale of an interface locale. */
export function numberLocale(locale: string): string {
  return locale === 'en' ? 'en' : 'pt-BR';
}

/**
 * The one time zone of every date the product shows (screens, history, PDF reports): Brasília
 * time, as the usage month and the PDF reports count it, whatever the browser's zone. A time is
 * shown with the zone's label, so nobody reads it as their local time.
 */
export const brasiliaTimeZone = 'America/Sao_Paulo';
/** Brazil has had no daylight saving time since 2019: Brasília time is always BRT (UTC−3). */
const brasiliaLabel = 'BRT';

/** The label a time in `timeZone` is shown with: 'BRT' for Brasília, else the zone's short name ('GMT+1', 'UTC'). */
export function timeZoneLabel(timeZone: string, date: Date = new Date()): string {
  if (timeZone === brasiliaTimeZone) return brasiliaLabel;
  return new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'short' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * pt-BR: 'dd/mm/yyyy HH:mm BRT'; en: 'Nov 22, 2026, 2:05 PM BRT'. Brasília time
 * unless another `timeZone` is given, always with the zone's label. A dash for a missing or unreadable date.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone: string = brasiliaTimeZone): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const label = ` ${timeZoneLabel(timeZone, date)}`;
  if (locale !== 'en') {
    const parts = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}${label}`;
  }
  return `${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)}${label}`;
}

/** A time of day with its zone: pt-BR '14:05 BRT'; en '2:05 PM BRT'. Brasília time unless another `timeZone` is given. A dash for a missing or unreadable date. */
export function formatTime(iso: string | null | undefined, locale: string, timeZone: string = brasiliaTimeZone): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const time =
    locale === 'en'
      ? new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone }).format(date)
      : new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
  return `${time} ${timeZoneLabel(timeZone, date)}`;
}

/** A day: pt-BR 'dd/mm/yyyy'; en 'Dec 1, 2026'. Brasília's calendar unless another `timeZone` is given. A dash for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, locale: string, timeZone: string = brasiliaTimeZone): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  if (locale === 'en') return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(date);
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}

/** A time in milliseconds: '350 ms' below a second, else seconds with one decimal ('1,2 s'). */
export function formatDuration(ms: number, locale: string): string {
  const abs = Math.abs(ms);
  const format = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: abs < 1000 ? 0 : 1 });
  return abs < 1000 ? `${format.format(Math.round(ms))} ms` : `${format.format(ms / 1000)} s`;
}

/** A size in bytes: '850 B', '12,3 kB', '2,4 MB' (decimal units). */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, digits: number) => new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${format(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${format(bytes / 1000, 1)} kB`;
  return `${format(bytes / 1_000_000, 1)} MB`;
}

/** A count: '1.234' (pt-BR) or '1,234' (en). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale)).format(value);
}

/** A share already in percent, with one decimal: '84,7%'. Null when there is none (nothing measured or sent yet). */
export function formatPercentage(value: number | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
}

/**
 * A chart's date-axis tick (a Date, a timestamp or an ISO string) as a short day in Brasília's calendar ('27 de
 * nov.', 'Nov 27'), or as a time of day when `withTime` (points less than two days apart, `spansUnderTwoDays`).
 * A tick that is not a date is shown as it is.
 */
export function shortAxisDate(tick: unknown, locale: string, withTime: boolean): string {
  const date = tick instanceof Date ? tick : new Date(typeof tick === 'number' || typeof tick === 'string' ? tick : Number.NaN);
  if (Number.isNaN(date.getTime())) return String(tick);
  const timeZone = brasiliaTimeZone;
  return withTime
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone })
    : date.toLocaleDateString(locale, { day: '2-digit', month: 'short', timeZone });
}

/** Whether ISO dates lie less than two days apart, so that a chart tells its points apart by their time. */
export function spansUnderTwoDays(dates: readonly string[]): boolean {
  const times = dates.map((date) => Date.parse(date));
  return Math.max(...times) - Math.min(...times) < 2 * 86_400_000;
}
