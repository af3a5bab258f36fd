import { BiDashboardViewSchema } from './bi-dashboard-view.entity.js';
import { BiDashboardSchema } from './bi-dashboard.entity.js';
import { BiMarketDatasetSchema } from './bi-market-dataset.entity.js';
import { BiModelSchema } from './bi-model.entity.js';
import { BiReportSchema } from './bi-report.entity.js';
import { BiMetricSchema } from './bi-metric.entity.js';
import { BiSeriesPointSchema } from './bi-series-point.entity.js';
import { BiActivitySchema } from './bi-activity.entity.js';
import { BiJobRunSchema } from './bi-job-run.entity.js';

/** Every table of the plugin (`bi_*`). */
export const biEntities = [
  BiMetricSchema,
  BiSeriesPointSchema,
  BiModelSchema,
  BiDashboardSchema,
  BiDashboardViewSchema,
  BiReportSchema,
  BiMarketDatasetSchema,
  BiJobRunSchema,
  BiActivitySchema,
] as const;
