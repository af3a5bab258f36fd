/** Figures of the notification centre in the interface language. */

function numberLocale(locale: string): string {
  return locale === 'en' ? 'en' : 'pt-BR';
}

/** A count: '1.234' (pt-BR) or '1,234' (en). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale)).format(value);
}

/** A rate already in %, with one decimal (spec 001 §9): '12,5%'. Null when the rate does not exist (nothing sent). */
export function formatPercent(value: number | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return `${new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
}

/** An hour of the day, '14h' (pt-BR) or '2 PM' (en). */
export function formatHour(hour: number, locale: string): string {
  if (locale !== 'en') return `${String(hour).padStart(2, '0')}h`;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}
