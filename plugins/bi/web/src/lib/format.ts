/** A metric's value by its unit: 'R$ ' and a number for BRL, one decimal for % and /10. */
export function formatMetricValue(value: number | null | undefined, unit: string, locale: string): string {
  if (value === null || value === undefined) return '—';
  const number = (digits: number, minimum = 0) => value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: minimum });
  switch (unit) {
    case 'BRL':
      return Math.abs(value) >= 1000 ? `R$ ${number(0)}` : `R$ ${number(2, 2)}`;
    case '%':
      return `${number(1, 1)}%`;
    case '/10':
    case '/100':
      return `${number(1, 1)}${unit}`;
    case 'count':
      return number(0);
    case 'ms':
      return `${number(0)} ms`;
    default:
      return `${number(2)} ${unit}`;
  }
}

/** A signed percent with one decimal ('+2,6%'), or a dash. */
export function signedPercent(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—';
  return `${value > 0 ? '+' : ''}${value.toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;
}

/** A 0–1 share as a percent with one decimal. */
export function sharePercent(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—';
  return `${(value * 100).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;
}

/** A YYYY-MM-DD day in the interface's format. */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day) return '—';
  return new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A YYYY-MM-DD day's month and year ('novembro de 2026'). */
export function formatMonth(day: string | null | undefined, locale: string): string {
  if (!day) return '—';
  return new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A file size in KB or MB. */
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

/** Green when the change is good for the metric (above 0, or below 0 where lower is better), red otherwise. */
export function changeColour(value: number | null | undefined, better: 'higher' | 'lower' = 'higher'): string | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return value > 0 === (better === 'higher') ? '#15803d' : '#b91c1c';
}

/** A period's short label on a chart: its month ('mar. de 25') for a calendar month, else its last day ('27/11'). */
export function periodLabel(period: { start: string; end: string }, locale: string): string {
  const start = new Date(`${period.start}T12:00:00Z`);
  const end = new Date(`${period.end}T12:00:00Z`);
  const wholeMonth = start.getUTCDate() === 1 && start.getUTCMonth() === end.getUTCMonth() && new Date(end.getTime() + 86_400_000).getUTCDate() === 1;
  if (wholeMonth) return start.toLocaleDateString(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return end.toLocaleDateString(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
}
