import { BiDashboardViewSchema } from './dashboards/bi-dashboard-view.entity.js';
import { BiDashboardSchema } from './dashboards/bi-dashboard.entity.js';
import { BiMarketDatasetSchema } from './market/bi-market-dataset.entity.js';
import { BiModelSchema } from './models/bi-model.entity.js';
import { BiReportSchema } from './reports/bi-report.entity.js';
import { BiMetricSchema } from './series/bi-metric.entity.js';
import { BiSeriesPointSchema } from './series/bi-series-point.entity.js';
import { BiActivitySchema } from './system/bi-activity.entity.js';
import { BiJobRunSchema } from './system/bi-job-run.entity.js';

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
