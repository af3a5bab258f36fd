import type { KpiView } from '@otimiza/plugin-analytics-shared';

export function formatNumber(value: number, locale: string, digits = 1): string {
  return value.toLocaleString(locale, { maximumFractionDigits: digits });
}

/** A KPI value with its unit: scores and counts as numbers, ms and seconds with their unit, CLS with 3 decimals, revenue in R$ with cents. */
export function formatKpiValue(value: number, unit: KpiView['unit'], locale: string): string {
  switch (unit) {
    case 'ms':
      return `${formatNumber(value, locale, 0)} ms`;
    case 'seconds':
      return `${formatNumber(value, locale, 0)} s`;
    case 'unitless':
      return formatNumber(value, locale, 3);
    case 'brl':
      return `R$ ${value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    default:
      return formatNumber(value, locale, 1);
  }
}

export function formatPercent(value: number, locale: string): string {
  return `${value > 0 ? '+' : ''}${formatNumber(value, locale, 1)}%`;
}

export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
}

/** When the figures were computed: Brasília time with its label, like every other time on screen. */
export { formatTime } from '@otimiza/sdk/web';
