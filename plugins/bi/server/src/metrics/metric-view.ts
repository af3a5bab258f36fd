import type { MetricView } from '@otimiza/plugin-bi-shared';
import { trendOf } from '../stats/trend.js';
import type { ResolvedSeries } from '../series/series.service.js';
import { platformMetricByKey } from '../series/platform-metrics.js';
import { clientMetricByKey } from '../series/client-series.js';
import { addDays, dayOf } from '../stats/periods.js';
import { DATA_STOPPED_DAYS } from '../models/model-catalogue.js';
import { forecastPeriodsKept, type SeriesForecast } from './series-forecast.js';

const round = (value: number | null, digits = 2) => (value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits);
export const signedPercent = (value: number, reference: number) => (reference === 0 ? null : round(((value - reference) / Math.abs(reference)) * 100, 1));
/** Periods of history the view carries (charts and widgets). */
const HISTORY_PERIODS = 24;

export interface MetricExtras {
  now: Date;
  industry: { median: number; workspaces: number } | null;
  industryMissing: MetricView['industryMissing'];
  /** A precomputed forecast (the insights reuse the metrics'). */
  forecast?: SeriesForecast;
}

/** What the user wrote on the metric, else the catalogue's text, else its definition's. */
export function metricDescription(row: Pick<ResolvedSeries['row'], 'key' | 'description'>, definition: Pick<ResolvedSeries['definition'], 'description'>) {
  const known = platformMetricByKey.get(row.key) ?? clientMetricByKey.get(row.key);
  return row.description ? { pt: row.description, en: row.description } : (known?.description ?? definition.description);
}

/**
 * A forecast of data that stopped long ago (more than DATA_STOPPED_DAYS, when a model on it
 * retires) would be mostly months nobody measured: it is withheld, and the card says since when the
 * data stopped instead. Data a period or two old is forecast from its last point, the periods
 * already gone left out (forecastPeriods).
 */
function withoutTimeGone(kept: SeriesForecast, lastDay: string | null, now: Date): SeriesForecast {
  if (!kept.forecast.next90Days || lastDay === null || lastDay >= addDays(dayOf(now), -DATA_STOPPED_DAYS)) return kept;
  return { ...kept, forecast: { ...kept.forecast, next90Days: null, points: [], staleSince: lastDay, dataAge: null } };
}

/** Every figure of a metric card, from its periods. */
export function metricView(series: ResolvedSeries, extras: MetricExtras): MetricView & { forecastDetail: SeriesForecast } {
  const { row, definition, periods } = series;
  const last = periods.at(-1) ?? null;
  // The period before the latest, when it has data (an imported series may skip it: then no change is shown).
  const beforeLast = periods.at(-2) ?? null;
  const previous = beforeLast && last && beforeLast.position === last.position - 1 ? beforeLast : null;
  const value = last ? round(last.value) : null;
  // The trend reads the periods the card shows (`history`), no others: the word, its line and the chart agree.
  const shown = periods.slice(-HISTORY_PERIODS);
  const trend = trendOf(
    shown.map((period) => period.value),
    shown.map((period) => period.position),
  );
  const first = shown[0];
  const trendLine =
    trend && first && last
      ? (() => {
          const start = trend.slope * first.position + trend.intercept;
          const end = trend.slope * last.position + trend.intercept;
          return {
            periods: shown.length,
            span: last.position - first.position + 1,
            from: first.start,
            to: last.end,
            start: round(start)!,
            end: round(end)!,
            change: signedPercent(end, start),
          };
        })()
      : null;
  const annual = row.annualTarget ?? null;
  const isSum = definition.aggregation === 'sum';
  const periodShare = series.granularity === 'month' ? 1 / 12 : 30 / 365;
  const periodTarget = annual === null ? null : isSum ? annual * periodShare : annual;
  const year = String(extras.now.getUTCFullYear());
  const yearToDate =
    annual === null || value === null
      ? null
      : isSum
        ? round(
            (series.days.length > 0 ? series.days.filter((day) => day.day.startsWith(year)) : periods.filter((period) => period.end.startsWith(year))).reduce(
              (total, item) => total + item.value,
              0,
            ),
          )
        : value;
  const forecast = withoutTimeGone(extras.forecast ?? forecastPeriodsKept(periods, series.granularity, dayOf(extras.now)), last?.end ?? null, extras.now);
  return {
    id: row.id,
    key: row.key,
    name: definition.name,
    description: metricDescription(row, definition),
    category: row.category,
    significance: row.significance,
    source: definition.source,
    unit: definition.unit,
    better: definition.better,
    aggregation: definition.aggregation,
    granularity: series.granularity,
    value,
    period: last ? { start: last.start, end: last.end } : null,
    trend: trend?.trend ?? null,
    trendLine,
    performance: {
      vsTarget: value === null || periodTarget === null ? null : signedPercent(value, periodTarget),
      vsIndustry: value === null || extras.industry === null ? null : signedPercent(value, extras.industry.median),
      vsLastPeriod: value === null || previous === null ? null : signedPercent(value, previous.value),
    },
    industry: extras.industry,
    industryMissing: extras.industryMissing,
    targets: {
      annual,
      progress: annual === null || yearToDate === null ? null : round((yearToDate / annual) * 100, 1),
      yearToDate,
    },
    forecast: forecast.forecast,
    history: shown.map((period) => ({ start: period.start, end: period.end, value: round(period.value)! })),
    lastUpdated: row.source === 'import' ? row.updatedAt.toISOString() : series.lastDay ? `${series.lastDay}T00:00:00.000Z` : null,
    forecastDetail: forecast,
  };
}
