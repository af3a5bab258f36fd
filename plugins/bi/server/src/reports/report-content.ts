import type { Language } from '@otimiza/sdk/shared';
import type { DashboardView, MetricView } from '@otimiza/plugin-bi-shared';

/** What an export holds: the chosen metrics (with their figures) and dashboards (with their widgets' metrics). */
export interface ReportContent {
  title: string;
  language: Language;
  generatedAt: Date;
  metrics: MetricView[];
  dashboards: { dashboard: DashboardView; metrics: MetricView[] }[];
}

const numberFormat = (language: Language, digits: number) =>
  new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** A metric's value as the page shows it: R$ for BRL, one decimal for % and /10. */
export function formatValue(value: number | null, unit: string, language: Language): string {
  if (value === null) return '—';
  if (unit === 'BRL') return `R$ ${numberFormat(language, 2).format(value)}`;
  if (unit === '%') return `${numberFormat(language, 1).format(value)}%`;
  if (unit === '/10' || unit === '/100') return `${numberFormat(language, 1).format(value)}${unit}`;
  if (unit === 'count') return numberFormat(language, 0).format(value);
  return `${numberFormat(language, 2).format(value)} ${unit}`;
}

export const signed = (value: number | null, language: Language) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${numberFormat(language, 1).format(value)}%`;

/** A number of a metric's periods, in words: '21 meses', '1 período de 30 dias', '5 30-day periods'. */
export function periodCount(count: number, granularity: MetricView['granularity'], language: Language): string {
  const one = count === 1;
  if (granularity === 'month') return language === 'pt' ? `${count} ${one ? 'mês' : 'meses'}` : `${count} ${one ? 'month' : 'months'}`;
  return language === 'pt' ? `${count} ${one ? 'período' : 'períodos'} de 30 dias` : `${count} 30-day ${one ? 'period' : 'periods'}`;
}

/** A data day (UTC date) as the reader writes dates: 15/03/2026, Mar 15, 2026. */
export function formatDay(day: string, language: Language): string {
  const locale = language === 'pt' ? 'pt-BR' : 'en-US';
  return new Intl.DateTimeFormat(locale, { dateStyle: language === 'pt' ? 'short' : 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The period a forecast figure is for, as the metric card names it: a month, or the 30 days up to a day (UTC dates). */
export function forecastPeriod(point: { start: string; end: string }, granularity: MetricView['granularity'], language: Language): string {
  const locale = language === 'pt' ? 'pt-BR' : 'en-US';
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  if (granularity === 'month') return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date(point.start));
  const end = formatDay(point.end, language);
  return language === 'pt' ? `os 30 dias até ${end}` : `the 30 days to ${end}`;
}
