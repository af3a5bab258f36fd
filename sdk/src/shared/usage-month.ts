// Made once: a formatter with a time zone costs more to build than to use, and the dashboard asks on every request.
const saoPauloMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' });

/** The calendar month of an instant in America/Sao_Paulo: the plans' usage month ('2026-11') and its first instant. */
export function usageMonthOf(instant: Date): string {
  const parts = saoPauloMonth.formatToParts(instant);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return `${year}-${month}`;
}

/** 00:00 of the first day of the instant's São Paulo month (UTC−3 all year since 2019). */
export function usageMonthStart(instant: Date): Date {
  const [year, month] = usageMonthOf(instant).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1, 3));
}
