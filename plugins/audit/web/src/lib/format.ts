import { numberLocale } from '@otimiza/sdk/web';

/** A count: '1.234' (pt-BR) or '1,234' (en). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale)).format(value);
}

/** A share already in % with one decimal: '84,7%'. Null when it does not exist (nothing audited yet). */
export function formatPercent(value: number | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
}

/** A 0–100 score, rounded: '87'. Null when there is none. */
export function formatScore(value: number | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

/** Days with one decimal: '2,5'. */
export function formatDays(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 1 }).format(value);
}
