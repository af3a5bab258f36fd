/** Dates and numbers in the interface language ('pt-BR' or 'en'). */

function numberLocale(locale: string): string {
  return locale === 'en' ? 'en' : 'pt-BR';
}

/** pt-BR: dd/mm/yyyy; en: 'Nov 29, 2026'. */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  if (locale !== 'en') return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(date);
}

/** pt-BR: dd/mm/yyyy HH:mm; en: 'Nov 22, 2026, 2:05 PM'. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
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

/** A month label from 'yyyy-mm': 'novembro de 2026' or 'November 2026'. */
export function formatMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return new Intl.DateTimeFormat(numberLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A plain number in the interface language, with up to `fractionDigits` decimals. */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: fractionDigits }).format(value);
}

/** A time in milliseconds: '350 ms' below a second, else seconds with one decimal ('1,2 s'). */
export function formatMs(ms: number, locale: string): string {
  const abs = Math.abs(ms);
  const format = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: abs < 1000 ? 0 : 1 });
  return abs < 1000 ? `${format.format(Math.round(ms))} ms` : `${format.format(ms / 1000)} s`;
}

/** A signed change: '+25', '−2', '0'; with `unit` 'ms' the time ('−1,1 s'). */
export function formatChange(change: number, locale: string, unit: 'points' | 'ms' = 'points'): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  const magnitude = Math.abs(change);
  const text = unit === 'ms' ? formatMs(magnitude, locale) : formatNumber(magnitude, locale, 1);
  return `${sign}${text}`;
}
