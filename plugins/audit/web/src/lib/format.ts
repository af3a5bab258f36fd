import { numberLocale } from '@otimiza/sdk/web';

export { formatCount, formatPercentage as formatPercent } from '@otimiza/sdk/web';

/** A 0–100 score, rounded: '87'. Null when there is none. */
export function formatScore(value: number | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

/** Days with one decimal: '2,5'. */
export function formatDays(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 1 }).format(value);
}
