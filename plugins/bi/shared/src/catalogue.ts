/** Metric categories (the 'all' filter aside). */
export const metricCategories = ['financial', 'customer', 'marketing', 'sales', 'operational', 'product'] as const;
export type MetricCategory = (typeof metricCategories)[number];

/** Metric significance, most important first. */
export const significances = ['critical', 'important', 'moderate', 'low'] as const;
export type Significance = (typeof significances)[number];

/** Metric trend: from a fitted slope (t ≥ 2) and the residuals' dispersion. */
export const metricTrends = ['increasing', 'decreasing', 'volatile', 'stable'] as const;
export type MetricTrend = (typeof metricTrends)[number];

/** Dashboard categories; 'custom' is what the 'Dashboard' button creates. */
export const dashboardCategories = ['executive', 'financial', 'marketing', 'sales', 'operations', 'customer', 'custom'] as const;
export type DashboardCategory = (typeof dashboardCategories)[number];

/** Model categories. */
export const modelKinds = ['revenue', 'churn', 'demand', 'pricing', 'growth'] as const;
export type ModelKind = (typeof modelKinds)[number];

/** Model deployment. */
export const deploymentStatuses = ['active', 'testing', 'retired'] as const;
export type DeploymentStatus = (typeof deploymentStatuses)[number];

/** Where a series comes from: the metric store, customer success's clients, or the user's CSV. */
export type SeriesSource = 'platform' | 'clients' | 'import';

/** Imported metric names the models read (CSV `metric` column), with their defaults. */
export const knownImportedMetrics = {
  revenue: { category: 'financial', unit: 'BRL' },
  leads: { category: 'marketing', unit: 'count' },
  traffic: { category: 'marketing', unit: 'count' },
  orders: { category: 'sales', unit: 'count' },
  price: { category: 'sales', unit: 'BRL' },
} as const satisfies Record<string, { category: MetricCategory; unit: string }>;
export type KnownImportedMetric = keyof typeof knownImportedMetrics;

/** The largest CSV accepted (bytes of its text). */
export const maxCsvBytes = 5 * 1024 * 1024;
/**
 * The shortest row a CSV can hold: a month (`2026-01`), a one-letter metric, a one-digit value and
 * a one-letter unit, three commas and a line feed.
 */
export const shortestCsvRowBytes = 14;
/** The most data rows one CSV can have: what 5 MB of the shortest rows holds, so the size cap is the one that binds. */
export const maxCsvRows = Math.floor(maxCsvBytes / shortestCsvRowBytes);
/** How many row errors an import answers at most (the count is always complete). */
export const maxReportedRowErrors = 200;

/** The forecast horizon. */
export const forecastHorizonDays = 90;
