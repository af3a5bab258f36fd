/** Dates and file names in Brazil's time zone; the shared formats come from the SDK. */
export { formatBytes, formatDateTime } from '@otimiza/sdk/web';

/** The time zone of the product's dates (schedules run at 09:00 in Brazil). */
export const saoPauloTimeZone = 'America/Sao_Paulo';

/** The calendar day of a moment as yyyy-mm-dd in a time zone (for file names). */
export function isoDay(date: Date, timeZone = saoPauloTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
