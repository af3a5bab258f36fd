/** Dates and numbers in the interface language ('pt-BR' or 'en'); the shared formats come from the SDK. */
import { formatDuration, numberLocale } from '@otimiza/sdk/web';

export { formatDateTime, formatDuration as formatMs } from '@otimiza/sdk/web';

/** pt-BR: dd/mm/yyyy; en: 'Nov 29, 2026'. */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  if (locale !== 'en') return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(date);
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

/** A signed change: '+25', '−2', '0'; with `unit` 'ms' the time ('−1,1 s'). */
export function formatChange(change: number, locale: string, unit: 'points' | 'ms' = 'points'): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  const magnitude = Math.abs(change);
  const text = unit === 'ms' ? formatDuration(magnitude, locale) : formatNumber(magnitude, locale, 1);
  return `${sign}${text}`;
}
