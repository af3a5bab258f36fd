import type { VisualMetricUnit } from '@otimiza/plugin-reports-shared';

/** A metric's value as its unit reads: scores and counts as numbers, ms as seconds past 1 s, CLS with 3 decimals. */
export function formatValue(value: number | null, unit: VisualMetricUnit, locale: string): string {
  if (value === null) return '—';
  const number = (digits: number) => value.toLocaleString(locale, { maximumFractionDigits: digits });
  switch (unit) {
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toLocaleString(locale, { maximumFractionDigits: 1 })} s` : `${Math.round(value).toLocaleString(locale)} ms`;
    case 'unitless':
      return value.toLocaleString(locale, { maximumFractionDigits: 3 });
    case 'percent':
      return `${number(1)}%`;
    case 'seconds':
      return `${number(0)} s`;
    case 'points':
      return number(1);
    default:
      return number(1);
  }
}

/** A signed percent with one decimal: +12,5% / −3.1%. */
export function formatChange(value: number, locale: string): string {
  const text = Math.abs(value).toLocaleString(locale, { maximumFractionDigits: 1 });
  return value > 0 ? `+${text}%` : value < 0 ? `−${text}%` : `${text}%`;
}

/** A `YYYY-MM-DD` day, short, in the interface's locale. */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', day: '2-digit', month: 'short' });
}

/** Seconds as minutes (report average time is shown in minutes, seconds divided by 60). */
export function formatMinutes(seconds: number | null, locale: string): string {
  if (seconds === null) return '—';
  return `${(seconds / 60).toLocaleString(locale, { maximumFractionDigits: 1 })} min`;
}
