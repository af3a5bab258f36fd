/** Figures of the notification centre in the interface language. */

export { formatCount, formatPercentage as formatPercent } from '@otimiza/sdk/web';

/** An hour of the day, '14h' (pt-BR) or '2 PM' (en). */
export function formatHour(hour: number, locale: string): string {
  if (locale !== 'en') return `${String(hour).padStart(2, '0')}h`;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}
