import type { LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import validationTexts from './validation-messages.texts.json' with { type: 'json' };

/** Period filter, default 30d. */
export const periods = ['7d', '30d', '90d', '1y'] as const;
export type Period = (typeof periods)[number];
export const periodDays: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** The KPI categories of the category filter (revenue: only when the workspace has revenue data). */
export const kpiCategories = ['scores', 'vitals', 'operations', 'engagement', 'revenue'] as const;
export type KpiCategory = (typeof kpiCategories)[number];

/** Every KPI the dashboard computes: from the metric store, and `revenue` from customer success's MRR or an imported revenue series. */
export const kpiIds = [
  'performance',
  'accessibility',
  'seo',
  'best-practices',
  'lcp',
  'cls',
  'tbt',
  'analyses',
  'failing-audits',
  'fixes',
  'gains',
  'report-runs',
  'share-views',
  'share-downloads',
  'share-time',
  'revenue',
] as const;
export type KpiId = (typeof kpiIds)[number];

/** Message keys of the validation errors below (answered in the request's language). */
export const analyticsValidationMessages: Record<keyof typeof validationTexts, LocalizedText> = validationTexts;

/**
 * The strategy a per-page figure reads (a KPI's level, a segment's averages): a page's mobile and desktop analyses are
 * never averaged together. When the request gives none, the server reads the strategy of the workspace's most recent
 * completed analysis (mobile when it has none) and says so in the answer (`strategy`, `strategySource`).
 */
export type Strategy = 'mobile' | 'desktop';
export const strategies: readonly Strategy[] = ['mobile', 'desktop'];
const strategySchema = z.enum(['mobile', 'desktop'], { error: 'analytics.strategyInvalid' }).optional();

/**
 * Where an answer's strategy comes from: the request's `?strategy=` (`query`), the workspace's most recent completed
 * analysis (`latest-analysis`), or mobile for a workspace with no completed analysis (`default`).
 */
export type StrategySource = 'query' | 'latest-analysis' | 'default';

/** The strategy an answer read, and why that one. */
export interface ResolvedStrategy {
  strategy: Strategy;
  strategySource: StrategySource;
}

/**
 * `?period=&category=&strategy=` of the dashboard's reads. The strategy is the one the per-page KPIs (scores, vitals,
 * failing audits) read, their level as their change; counts and totals, and the charts (a line per strategy), ignore it.
 * Without it, the strategy of the workspace's most recent completed analysis (mobile when none).
 */
export const dashboardQuerySchema = z.object({
  period: z.enum(periods, { error: 'analytics.periodInvalid' }).default('30d'),
  category: z.enum(['all', ...kpiCategories], { error: 'analytics.categoryInvalid' }).default('all'),
  strategy: strategySchema,
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** `GET /api/dashboard/segments?strategy=`: the strategy the segments read (when not given, as `dashboardQuerySchema`). */
export const segmentsQuerySchema = z.object({ strategy: strategySchema });

/** `PUT /api/dashboard/kpis/:id/target`: a number, or null to remove the target. */
export const kpiTargetBodySchema = z.object({
  target: z
    .number({ error: 'analytics.targetInvalid' })
    .finite({ error: 'analytics.targetInvalid' })
    .min(0, { error: 'analytics.targetInvalid' })
    .max(1_000_000, { error: 'analytics.targetInvalid' })
    .nullable(),
});
export const kpiIdParamsSchema = z.object({ id: z.enum(kpiIds) });

/** `POST /api/dashboard/custom-report`. */
export const customReportBodySchema = z.object({ format: z.literal('pdf', { error: 'analytics.formatInvalid' }) });
/** The stored report files' names: `relatorio-analytics-<yyyymmdd>-<8 hex>.pdf`. */
export const reportFilenamePattern = /^relatorio-analytics-\d{8}-[0-9a-f]{8}\.pdf$/;
/** Any plain file name is looked up (an unknown one, whatever its shape, is 404 like another workspace's). */
export const reportFilenameParamsSchema = z.object({ filename: z.string().regex(/^[\w.-]{1,120}$/) });

/** Why a figure is missing (shown in place of a made-up number). */
export type Reason = LocalizedText;

/** A figure, or null with the reason. */
export type Figure<T> = { value: T; reason: null } | { value: null; reason: Reason };

export type Trend = 'up' | 'down' | 'stable';
export type KpiStatus = 'excellent' | 'good' | 'warning' | 'critical';

export interface ForecastView {
  /** The predicted value 30 days after the period's last day (a level for averages, the total of the next 30 days for counts). */
  value: number;
  lower: number;
  upper: number;
  horizonDays: number;
  /** `linear-regression` (least squares on the daily series, simple-statistics). */
  method: 'linear-regression';
  /** 1 − WAPE on the held-out last days (0–1). */
  accuracy: number | null;
  heldOutDays: number;
  trainingDays: number;
}

export interface KpiView {
  id: KpiId;
  category: KpiCategory;
  name: LocalizedText;
  description: LocalizedText;
  /**
   * The metric store's metric it reads; for the revenue KPI its source: `customers.mrr` (customer
   * success's clients) or `import.revenue` (a revenue series imported into business intelligence).
   */
  metric: string;
  unit: 'score' | 'ms' | 'unitless' | 'count' | 'points' | 'seconds' | 'brl';
  format: 'percentage' | 'decimal' | 'other';
  /** higher: bigger is better; lower: smaller is better (LCP, CLS, TBT, failing audits). */
  better: 'higher' | 'lower';
  /**
   * For a per-page mean (scores, vitals, failing audits): the strategy its figures read, level and change alike (the
   * query's, mobile by default); null for counts and totals, which take every analysis.
   */
  strategy: Strategy | null;
  /** The period's figure: the mean of the audits in `strategy` (per-page means) or the total (counts); null without data. */
  value: number | null;
  /**
   * The same figure over the previous period of equal length. For a per-page mean (scores, vitals, failing audits) it
   * covers only the pages and strategies measured in both periods, and the change compares their means in each.
   */
  previousValue: number | null;
  change: number | null;
  changePercentage: number | null;
  trend: Trend | null;
  /** For a per-page mean: how many (page, strategy) pairs measured in both periods the change compares; null for counts and totals. */
  comparedPages: number | null;
  /** Days of the period with data. */
  days: number;
  target: number | null;
  /** Against the target; null without a target or a value (statusReason says which). */
  status: KpiStatus | null;
  statusReason: LocalizedText | null;
  forecast: ForecastView | null;
  /** The forecast's backtested accuracy (0–1); null with forecastReason. */
  confidence: number | null;
  forecastReason: LocalizedText | null;
  reason: LocalizedText | null;
}

export interface KpiList {
  period: Period;
  category: 'all' | KpiCategory;
  /** The strategy the per-page KPIs read. */
  strategy: Strategy;
  strategySource: StrategySource;
  from: string;
  to: string;
  kpis: KpiView[];
  /** Minimum days with data for a forecast. */
  minForecastDays: number;
  computedAt: string;
}

export interface ChartPoint {
  /** The day (YYYY-MM-DD) or the week's Monday. */
  date: string;
  value: number;
  series: string;
}

/** A per-page measure's figures in one strategy (`mobile`, `desktop`). */
export interface ChartStrategyFigures {
  strategy: string;
  /** The mean of the strategy's analyses in the period. */
  average: number | null;
  /**
   * Percent change over the same pages in this strategy: the mean of their latest values against the mean of their first
   * ones in the period, over the pages measured on two days (or weeks) or more; null without one.
   */
  growth: number | null;
  trend: Trend | null;
  /** The pages that growth compares. */
  pages: number;
}

export interface DashboardChartView {
  id: string;
  kpi: KpiId;
  type: 'line' | 'bar' | 'area';
  title: LocalizedText;
  description: LocalizedText;
  unit: KpiView['unit'];
  granularity: 'day' | 'week';
  data: ChartPoint[];
  /**
   * The period's figures. A per-page measure (scores, vitals, failing audits) has none that mixes
   * strategies: `average`, `growth` and `trend` are null and `byStrategy` holds one entry per
   * strategy (its line in `data`, `series` the strategy); counts and totals have `byStrategy` null.
   */
  metrics: { total: number | null; average: number | null; growth: number | null; trend: Trend | null; byStrategy: ChartStrategyFigures[] | null };
  insights: { summary: LocalizedText | null; alerts: { type: 'warning' | 'info'; message: LocalizedText }[] };
  /** Fewer points than a chart can show: the chart says so instead of drawing. */
  insufficient: LocalizedText | null;
}

export interface ChartList {
  period: Period;
  category: 'all' | KpiCategory;
  charts: DashboardChartView[];
  minPoints: number;
  computedAt: string;
}

export interface RealtimeMetricView {
  id: string;
  name: LocalizedText;
  value: number | null;
  unit: string;
  /** online: within normal bounds; warning: above its warning bound; unknown: not measurable now. */
  status: 'online' | 'warning' | 'unknown';
  source: 'instance' | 'workspace';
  updateFrequency: number;
  lastUpdate: string;
  reason: LocalizedText | null;
}

export interface RealtimeView {
  metrics: RealtimeMetricView[];
  queueDriver: 'bullmq' | 'inline';
  queues: { queue: string; waiting: number; active: number; delayed: number; failed: number }[] | null;
  api: { windowSeconds: number; requests: number; p50Ms: number | null; p95Ms: number | null };
  collectedAt: string;
}

export interface SegmentView {
  id: string;
  /** Sites by business type or performance band; for a reseller, also each client workspace. */
  kind: 'business-type' | 'score-band' | 'client-workspace';
  name: LocalizedText;
  description: LocalizedText;
  /** Sites in the segment. */
  siteCount: number;
  /** A client workspace's own members; null for groups of sites (userCountReason says why). */
  userCount: number | null;
  userCountReason: LocalizedText | null;
  /** Share of the workspace's audited sites. */
  percentage: number;
  value: { ltv: null; acquisitionCost: null; reason: LocalizedText };
  characteristics: {
    averagePerformance: number | null;
    averageAccessibility: number | null;
    averageSeo: number | null;
    averageBestPractices: number | null;
    conversionRate: null;
    retentionRate: null;
    avgOrderValue: null;
    reason: LocalizedText;
  };
  /** growth: points the segment's sites' mean performance moved over the last 30 days (first to last day with data); engagement: a client workspace's member sign-ins in 30 days. */
  trends: { growth: number | null; engagement: number | null };
  behavior: { deviceTypes: { type: 'desktop' | 'mobile'; percentage: number }[] };
  sites: string[];
}

/** The strategy a segment list reads: each site by its latest analysis in it. */
export type SegmentStrategy = Strategy;
export const segmentStrategies = strategies;

export interface SegmentList {
  strategy: SegmentStrategy;
  strategySource: StrategySource;
  segments: SegmentView[];
  sites: number;
  /** Why there are no segments, when there are none. */
  reason: LocalizedText | null;
  computedAt: string;
}

export interface InsightRecommendation {
  action: LocalizedText;
  effort: 'low' | 'medium' | 'high';
  expectedImpact: LocalizedText;
}

export interface InsightView {
  id: string;
  type: 'forecast' | 'opportunity' | 'risk' | 'anomaly';
  title: LocalizedText;
  description: LocalizedText;
  impact: 'high' | 'medium' | 'low';
  urgency: 'high' | 'medium' | 'low';
  site: string | null;
  prediction: { value: number; lower: number | null; upper: number | null; confidence: number | null; timeframe: string } | null;
  model: LocalizedText;
  /** Backtested accuracy (0–1), null with modelAccuracyReason. */
  modelAccuracy: number | null;
  modelAccuracyReason: LocalizedText | null;
  recommendations: InsightRecommendation[];
  lastCalculated: string;
}

export interface InsightList {
  /** The strategy the performance forecast reads. */
  strategy: Strategy;
  strategySource: StrategySource;
  insights: InsightView[];
  /** What the models need that is missing, when nothing could be said. */
  reason: LocalizedText | null;
  computedAt: string;
}

export interface AnalyticsSummary {
  period: Period;
  category: 'all' | KpiCategory;
  /** The strategy the per-page KPIs and the best segment read. */
  strategy: Strategy;
  strategySource: StrategySource;
  totalRevenue: Figure<number>;
  totalUsers: Figure<number>;
  avgConversionRate: Figure<number>;
  topPerformingSegment: Figure<LocalizedText>;
  criticalAlerts: Figure<number>;
  biggestOpportunity: Figure<LocalizedText>;
  /** Mean backtested accuracy of the KPI forecasts (0–1). */
  reportAccuracy: Figure<number>;
  /** The latest day with data, and when the figures were computed. */
  dataFreshness: { latestDataDay: string | null; computedAt: string; reason: LocalizedText | null };
  /** KPIs of the category, for the overview cards. */
  kpis: KpiView[];
}

export interface CustomReportResult {
  filename: string;
}

/** Site audits the dashboard lists: the newest ones. */
export const SITE_AUDITS_LISTED = 20;

/** A finished whole-site audit of the workspace (completed, or cancelled with the pages audited before). */
export interface SiteAuditRow {
  runId: string;
  /** The audited origin and path prefix. */
  url: string;
  strategy: 'desktop' | 'mobile';
  status: 'completed' | 'cancelled';
  pagesAudited: number;
  pagesFailed: number;
  /** Each category's median over the audited pages; a category no page had is absent. */
  medians: { performance?: number; accessibility?: number; seo?: number; bestPractices?: number };
  createdAt: string;
  finishedAt: string;
  /** The run's report page. */
  reportPath: string;
}

/** `GET /api/dashboard/site-audits`. */
export interface SiteAuditList {
  /** Whether the site-audit plugin is installed: without it the dashboard says nothing about site audits. */
  installed: boolean;
  /** Newest first, at most `limit`; always empty when not installed. */
  siteAudits: SiteAuditRow[];
  limit: number;
}
