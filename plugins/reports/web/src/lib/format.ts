/** Formatting of dates and sizes in the interface language ('pt-BR' or 'en'). */

/** The time zone of the product's dates (spec 000 §9: schedules run at 09:00 in Brazil). */
export const saoPauloTimeZone = 'America/Sao_Paulo';

/** pt-BR: dd/mm/yyyy HH:mm; en: 'Nov 22, 2026, 2:05 PM'. A dash for a missing or unreadable date. */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
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
    return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
  }
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The calendar day of a moment as yyyy-mm-dd in a time zone (for file names). */
export function isoDay(date: Date, timeZone = saoPauloTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function numberLocale(locale: string): string {
  return locale === 'en' ? 'en' : 'pt-BR';
}

/** A size in bytes: '850 B', '12,3 kB', '2,4 MB' (decimal units). */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, digits: number) => new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${format(bytes, 0)} B`;
  if (bytes < 1_000_000) return `${format(bytes / 1000, 1)} kB`;
  return `${format(bytes / 1_000_000, 1)} MB`;
}
