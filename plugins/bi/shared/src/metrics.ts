import { pageFields, filteredPageOffsetRefinement, singleLine, withinPageOffset, type PageInfo } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { maxCsvBytes, metricCategories, significances, type MetricCategory, type MetricTrend, type SeriesSource, type Significance } from './catalogue.js';

/** Metrics on one page of the list when the query names no `limit`. */
export const metricsPageSize = 24;

/** `GET /api/bi/metrics?category=&search=&page=&limit=`: a page of the metrics (`limit` 24 by default, at most 100; page × limit at most 10 000). */
export const metricsQuerySchema = z
  .object({
    category: z.enum(['all', ...metricCategories], { error: 'bi.categoryInvalid' }).default('all'),
    search: z.string().trim().max(120).default(''),
    ...pageFields({ defaultLimit: metricsPageSize }),
  })
  .refine(withinPageOffset, filteredPageOffsetRefinement);
export type MetricsQuery = z.output<typeof metricsQuerySchema>;

/** `PUT /api/bi/metrics/:id`: what the user sets on a metric (each field optional). */
export const updateMetricSchema = z
  .object({
    significance: z.enum(significances, { error: 'bi.significanceInvalid' }),
    /** The annual target, in the metric's unit; null removes it. */
    annualTarget: z.number({ error: 'bi.targetInvalid' }).positive({ error: 'bi.targetInvalid' }).max(1e15, { error: 'bi.targetInvalid' }).nullable(),
    category: z.enum(metricCategories, { error: 'bi.categoryInvalid' }),
    description: z.string().trim().max(2000, { error: 'bi.descriptionTooLong' }),
  })
  .partial();
export type UpdateMetric = z.input<typeof updateMetricSchema>;

export const biIdSchema = z.object({ id: z.uuid() });

/** `POST /api/bi/series/import`: a CSV file's text (columns date, metric, value, unit; category optional). */
export const importCsvSchema = z.object({
  filename: singleLine(z.string().trim().min(1, { error: 'bi.filenameInvalid' }).max(200, { error: 'bi.filenameInvalid' })).default('dados.csv'),
  content: z
    .string({ error: 'bi.csvRequired' })
    .min(1, { error: 'bi.csvRequired' })
    .refine((text) => new TextEncoder().encode(text).length <= maxCsvBytes, { error: 'bi.csvTooLarge' }),
});
export type ImportCsv = z.input<typeof importCsvSchema>;

/** Why a CSV row was refused. */
export interface CsvRowError {
  /** The line in the file (the header is line 1). */
  line: number;
  column: 'date' | 'metric' | 'value' | 'unit' | 'category' | null;
  reason: { pt: string; en: string };
}

/** `POST /api/bi/series/import` answer (201); a refused file answers 400 with `details.rows` of CsvRowError and stores nothing. */
export interface ImportResult {
  filename: string;
  rows: number;
  metrics: { id: string; key: string; name: string; unit: string; points: number; from: string; to: string }[];
}

/** One period of a series: a calendar month, or 30 days ending on `end`. */
export interface PeriodPoint {
  /** First and last day (YYYY-MM-DD, UTC). */
  start: string;
  end: string;
  value: number;
}

export interface ForecastPoint extends PeriodPoint {
  lower: number;
  upper: number;
}

/** A forecast with its backtest: the accuracy of the same method on the series' last held-out periods. */
export interface MetricForecast {
  /** The last of `points`: the period ending about 90 days from today (one period's value, not a sum), with its 95% interval. */
  next90Days: ForecastPoint | null;
  /** The forecast periods not yet ended, up to about 90 days from today: all after the series' last data point. */
  points: ForecastPoint[];
  /** 1 − the backtest's weighted absolute percentage error, from 0 to 1; null without a backtest. */
  confidence: number | null;
  /** The method the backtest chose: `ETS` (AutoETS) or `MSTL + ETS` (seasonal). */
  method: string | null;
  /**
   * The held-out periods, their weighted absolute percentage error (0 = exact), the share inside the
   * 95% interval and how many that is (`inside` of `heldOut`).
   */
  backtest: { heldOut: number; error: number; coverage: number; inside: number } | null;
  /**
   * Why there is no forecast: the periods it has and the minimum it needs; `afterGap` when it has
   * more but a period of the imported series is missing (a forecast is fitted on the consecutive periods after it).
   */
  insufficient: { have: number; need: number; afterGap: boolean } | null;
  /**
   * The series' last data day, when the period a forecast would name has already ended (an import that
   * stopped months ago): no forecast is given for time already gone; null otherwise.
   */
  staleSince: string | null;
  /**
   * How old the data is when whole periods have ended since its last point (an import that stopped a
   * month or two ago): the last data day, the days since it, and the periods the forecast stepped
   * over unseen and does not show (time already gone); null when the data reaches the current period.
   */
  dataAge: { lastDay: string; days: number; periodsGone: number } | null;
}

/** What a series says of itself, whatever its source (the platform's, the clients', an imported one). */
export interface MetricDescription {
  name: { pt: string; en: string };
  description: { pt: string; en: string };
  category: MetricCategory;
  /** BRL, %, /10, count, ms, score, points, s, or the CSV's unit. */
  unit: string;
  better: 'higher' | 'lower';
  /** How a period's value is made of its samples. */
  aggregation: 'sum' | 'average';
}

/** A metric, every figure from the stored or imported series. */
export interface MetricView extends MetricDescription {
  id: string;
  key: string;
  significance: Significance;
  source: SeriesSource;
  granularity: 'month' | '30d';
  /** The latest period's value; null without data. */
  value: number | null;
  period: { start: string; end: string } | null;
  /** The trend of the periods in `history` (their least-squares line, `trendLine`); null below 4 periods. */
  trend: MetricTrend | null;
  /**
   * What `trend` measures: the least-squares line through the `periods` periods of `history` (from the start of the
   * first to the end of the latest, `span` periods apart with any gap), its value at the first and at the latest, and the
   * change between the two in percent (null when the line starts at 0). A long-run figure: the latest period's own change
   * is `performance.vsLastPeriod`, and may go the other way (a dip in a rise). Null below 4 periods.
   */
  trendLine: { periods: number; span: number; from: string; to: string; start: number; end: number; change: number | null } | null;
  performance: {
    /** Signed percent of the period value against the period's share of the annual target (sums) or the target itself (levels). */
    vsTarget: number | null;
    /** Signed percent against the median of the business type's anonymised cohort (≥ 5 workspaces), else null. */
    vsIndustry: number | null;
    /** Signed percent of the latest period against the one before it (not the trend's change: `trendLine.change`). */
    vsLastPeriod: number | null;
  };
  industry: { median: number; workspaces: number } | null;
  /** Why vsIndustry is null: not a platform metric, no business type known, or fewer than 5 workspaces. */
  industryMissing: 'not-applicable' | 'no-segment' | 'small-cohort' | 'no-value' | null;
  targets: {
    annual: number | null;
    /** Year-to-date total (sums) or the latest value (levels) divided by the annual target, in percent. */
    progress: number | null;
    yearToDate: number | null;
  };
  forecast: MetricForecast;
  history: PeriodPoint[];
  lastUpdated: string | null;
}

export interface MetricList extends PageInfo {
  /** The page's metrics, most significant first. */
  metrics: MetricView[];
  /** Customer success is not mounted or has no customers: the client series are missing. */
  clientSeries: 'present' | 'no-customers' | 'unavailable';
  /** The metrics matching the filters, on every page. */
  total: number;
}
