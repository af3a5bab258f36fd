import type { LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';

/**
 * Visual reports: `/api/visual/overview|metrics|charts|dashboards|reports|heatmaps`.
 * Every figure is computed from the metric store's daily rollups and the workspace's stored data;
 * a series with too few points says so (`insufficient`) instead of a number.
 */

/** The period filter (default 30d). */
export const visualPeriods = ['7d', '30d', '90d', '1y'] as const;
export type VisualPeriod = (typeof visualPeriods)[number];
export const visualPeriodDays: Record<VisualPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const visualMetricCategories = ['scores', 'vitals', 'quality', 'engagement'] as const;
export type VisualMetricCategory = (typeof visualMetricCategories)[number];
export const visualTrends = ['up', 'down', 'stable'] as const;
export type VisualTrend = (typeof visualTrends)[number];
export const visualChartTypes = ['line', 'bar', 'pie', 'donut', 'gauge', 'heatmap'] as const;
export type VisualChartType = (typeof visualChartTypes)[number];
export const visualDashboardCategories = ['executive', 'operational', 'technical', 'marketing', 'sales'] as const;
export type VisualDashboardCategory = (typeof visualDashboardCategories)[number];
export const interactiveReportTypes = ['website_analysis', 'competitor_comparison', 'performance_trends', 'seo_audit', 'business_intelligence'] as const;
export type InteractiveReportType = (typeof interactiveReportTypes)[number];
export const heatmapTypes = ['website_performance', 'user_behavior', 'geographic_distribution', 'time_analysis', 'feature_usage'] as const;
export type HeatmapType = (typeof heatmapTypes)[number];

/** The audit strategies: a level card and the score distribution read one of them, never their mean. */
export const visualStrategies = ['mobile', 'desktop'] as const;
export type VisualStrategy = (typeof visualStrategies)[number];
/** The strategy the level cards read for a workspace with no completed analysis. */
export const defaultVisualStrategy: VisualStrategy = 'mobile';
/**
 * Where an answer's strategy comes from: the request's `?strategy=` (`query`), the workspace's most recent completed
 * analysis (`latest-analysis`: a workspace that audits on desktop opens on its desktop figures, not '—'), or
 * `defaultVisualStrategy` for a workspace with no completed analysis (`default`).
 */
export type VisualStrategySource = 'query' | 'latest-analysis' | 'default';

/** A chart or heatmap card shows at most 2 insights. */
export const maxInsightsPerCard = 2;

export const visualValidationMessages = {
  'visual.periodInvalid': { pt: 'Período inválido: use 7d, 30d, 90d ou 1y.', en: 'Invalid period: use 7d, 30d, 90d or 1y.' },
  'visual.categoryInvalid': { pt: 'Categoria inválida.', en: 'Invalid category.' },
  'visual.trendInvalid': { pt: 'Tendência inválida: use up, down ou stable.', en: 'Invalid trend: use up, down or stable.' },
  'visual.typeInvalid': { pt: 'Tipo inválido.', en: 'Invalid type.' },
  'visual.strategyInvalid': { pt: 'Estratégia inválida: use mobile ou desktop.', en: 'Invalid strategy: use mobile or desktop.' },
} as const;

const period = z.enum(visualPeriods, { error: 'visual.periodInvalid' }).default('30d');
const all = <const T extends readonly [string, ...string[]]>(values: T, error: string) => z.enum(['all', ...values], { error }).default('all');

export const visualOverviewQuerySchema = z.object({ period });
/**
 * The strategy the level cards read (scores, vitals, failing audits); totals count every analysis. Without it, the
 * strategy of the workspace's most recent completed analysis (see VisualStrategySource).
 */
const strategy = z.enum(visualStrategies, { error: 'visual.strategyInvalid' }).optional();
export const visualMetricsQuerySchema = z.object({
  period,
  category: all(visualMetricCategories, 'visual.categoryInvalid'),
  trend: all(visualTrends, 'visual.trendInvalid'),
  strategy,
});
export const visualChartsQuerySchema = z.object({ period });
export const visualDashboardsQuerySchema = z.object({ period, category: all(visualDashboardCategories, 'visual.categoryInvalid'), strategy });
export const visualReportsQuerySchema = z.object({ type: all(interactiveReportTypes, 'visual.typeInvalid') });
export const visualHeatmapsQuerySchema = z.object({ period, type: all(heatmapTypes, 'visual.typeInvalid') });
export type VisualMetricsQuery = z.output<typeof visualMetricsQuerySchema>;
export type VisualDashboardsQuery = z.output<typeof visualDashboardsQuerySchema>;
export type VisualHeatmapsQuery = z.output<typeof visualHeatmapsQuerySchema>;

/** Where the workspace stands in the anonymised cohort of sites of its business type (at least 5 workspaces), or null. */
export interface VisualBenchmark {
  /** The cohort's median. */
  industry: number;
  /** The value a site needs to be in the best quarter (p75, or p25 where lower is better). */
  topQuartile: number;
  /** Share of the cohort's sites the workspace does better than, 0–100. */
  percentile: number;
}

export type VisualMetricUnit = 'score' | 'ms' | 'unitless' | 'count' | 'points' | 'seconds' | 'percent';

/** `GET /api/visual/metrics`: one card. */
export interface VisualMetric {
  /** The metric store's name, e.g. `score.performance`. */
  id: string;
  name: LocalizedText;
  category: VisualMetricCategory;
  /** Null when nothing was recorded. */
  value: number | null;
  unit: VisualMetricUnit;
  /** Direction of the value over the period; null with fewer than two days of data. */
  trend: VisualTrend | null;
  /** Percent change over the period (end against start for levels, the period against the one before for totals); null when it cannot be computed. */
  changePercentage: number | null;
  /** Whether the change is good news (a lower LCP is), null without a trend. */
  improving: boolean | null;
  /** `higher` or `lower` is better. */
  better: 'higher' | 'lower';
  /** How the value reads: the latest level of the sites (`level`) or the period's total (`total`). */
  aggregation: 'level' | 'total';
  /** Days with data in the period. */
  points: number;
  /** The newest day with data (YYYY-MM-DD), or null. */
  lastDay: string | null;
  benchmark: VisualBenchmark | null;
  /** Why there is no benchmark: the business type is unknown, or the cohort has fewer than 5 workspaces; null when there is one or it does not apply. */
  benchmarkMissing: 'no-segment' | 'small-cohort' | 'not-applicable' | null;
  /** The business type the benchmark compares with, named in both languages. */
  segment: LocalizedText | null;
}

export interface VisualMetricList {
  period: VisualPeriod;
  /** The strategy of the level cards: each is the mean of the sites' latest analyses in it. */
  strategy: VisualStrategy;
  strategySource: VisualStrategySource;
  from: string;
  to: string;
  metrics: VisualMetric[];
}

/** One point of a chart: `x` a day (YYYY-MM-DD) or a category, `series` the line or slice it belongs to, `group` the metric when a chart holds several. */
export interface VisualChartPoint {
  x: string;
  series: string;
  value: number;
  group?: string;
}

/** `GET /api/visual/charts`: one chart. */
export interface VisualChart {
  id: 'score-trends' | 'score-distribution' | 'core-web-vitals' | 'fixes-by-category';
  type: VisualChartType;
  title: LocalizedText;
  subtitle: LocalizedText;
  /** At most 2, computed from the data. */
  insights: LocalizedText[];
  timeframe: VisualPeriod;
  data: VisualChartPoint[];
  /** `insufficient` when the data has too few points to draw (the card says so). */
  status: 'ok' | 'insufficient';
  /** The series with fewer than `minPoints` points (drawn as a note, not a line). */
  sparseSeries: string[];
  minPoints: number;
  unit: VisualMetricUnit;
  /** Display names of the keys used in `x`, `series` and `group` that are not shown as they are (metrics, bands, fix categories). */
  labels: Record<string, LocalizedText>;
}

export interface VisualChartList {
  period: VisualPeriod;
  charts: VisualChart[];
}

export interface VisualWidget {
  metric: string;
  name: LocalizedText;
  value: number | null;
  unit: VisualMetricUnit;
  trend: VisualTrend | null;
}

/** `GET /api/visual/dashboards`: a dashboard computed from the data. */
export interface VisualDashboard {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  category: VisualDashboardCategory;
  widgets: VisualWidget[];
  layout: 'grid';
  /** Minutes. */
  refreshInterval: number;
  /** The newest data point behind its widgets, or null without data. */
  lastUpdated: string | null;
}

export interface VisualDashboardList {
  /** The strategy of the level widgets (scores, vitals, failing audits): each site's latest analysis in it, never a mix of mobile and desktop. */
  strategy: VisualStrategy;
  strategySource: VisualStrategySource;
  dashboards: VisualDashboard[];
  /** Members of the workspace with a session seen in the last 30 days. */
  activeUsers: number;
}

/**
 * Where each type's items are stored, and by which plugin (read through its port, never its tables): shared
 * analysis pages (reports), competitor analyses (ai-tools), whole-site audits (site-audit), audit and
 * compliance reports (audit) and generated BI reports (bi).
 */
export const interactiveReportSources = {
  website_analysis: 'reports',
  competitor_comparison: 'ai-tools',
  performance_trends: 'site-audit',
  seo_audit: 'audit',
  business_intelligence: 'bi',
} as const satisfies Record<InteractiveReportType, string>;

/** A count or score of a listed item, read from its stored row. */
export interface InteractiveReportFact {
  key:
    | 'competitors'
    | 'targetPerformance'
    | 'pagesAudited'
    | 'pagesFailed'
    | 'medianPerformance'
    | 'sites'
    | 'checks'
    | 'failedChecks'
    | 'overallScore'
    | 'sections'
    | 'fileSize';
  value: number;
}

/** Where an item's run or file stands, when it is not simply done. */
export type InteractiveReportStatus = 'draft' | 'in_progress' | 'failed' | 'published' | 'cancelled' | 'expired';

/** `GET /api/visual/reports`: one stored report of the workspace. */
export interface InteractiveReport {
  id: string;
  name: string;
  description: string;
  type: InteractiveReportType;
  /** The page (or site) it is about, when it has one. */
  url: string | null;
  createdAt: string;
  /** The app's path where it opens (its page, its plugin's tab or tool). */
  href: string;
  status: InteractiveReportStatus | null;
  /** Shared analysis pages only: whether anyone with the link may open it, and whether the link was revoked. */
  isPublic: boolean;
  revoked: boolean;
  /** What its public share page recorded; null for an item that has no share page of the reports plugin. */
  analytics: {
    views: number;
    downloads: number;
    shares: number;
    /** Seconds per view; null without views. */
    avgTimeSpent: number | null;
    /** Percent of views that left within seconds without interacting; null without views. */
    bounceRate: number | null;
  } | null;
  facts: InteractiveReportFact[];
}

export interface InteractiveReportList {
  reports: InteractiveReport[];
  /** Types this workspace cannot list: their plugin is not installed, is switched off or is outside the plan. */
  unavailable: InteractiveReportType[];
}

export interface HeatmapCell {
  row: string;
  column: string;
  value: number;
}

/** `GET /api/visual/heatmaps`: one heatmap. */
export interface VisualHeatmap {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  type: HeatmapType;
  /** Row and column labels in display order (row labels may be sites, features, weekdays 0–6, states' UF). */
  rows: string[];
  columns: string[];
  data: HeatmapCell[];
  insights: LocalizedText[];
  unit: VisualMetricUnit;
  /** Display names of row and column keys that are not shown as they are (weekdays, features, states). */
  labels: Record<string, LocalizedText>;
  /** What is missing when `data` is empty. */
  empty: LocalizedText | null;
}

export interface VisualHeatmapList {
  period: VisualPeriod;
  heatmaps: VisualHeatmap[];
}

/** `GET /api/visual/overview`. */
export interface VisualOverview {
  period: VisualPeriod;
  metrics: { totalMetrics: number; improvingMetrics: number };
  charts: { totalCharts: number; avgInsights: number };
  dashboards: { totalDashboards: number; activeUsers: number };
  reports: { totalReports: number; totalViews: number };
  /** The newest data point of the workspace, or null: the page says when the data was last updated. */
  lastUpdated: string | null;
}
