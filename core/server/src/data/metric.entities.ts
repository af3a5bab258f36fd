import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { workspaceFilter, updatedAtProperty, workspaceKeyProperty } from '@otimiza/sdk/server';

/** A day's figures of a metric's samples: their sum, count, minimum, maximum and latest value. */
const dayFigures = () => ({
  sum: p.double(),
  count: p.integer(),
  min: p.double(),
  max: p.double(),
  last: p.double(),
  /** When the sample behind `last` happened: a back-dated sample recorded later does not replace a newer one. */
  lastAt: p.datetime().fieldName('last_at'),
});

/**
 * One day's rollup of one metric (MetricStorePort): per workspace, site ('' for a workspace-level
 * figure), dimension ('' when none) and UTC day, the sum, count, minimum, maximum and latest value
 * of the samples recorded that day. The key is the primary key, so a sample is one upsert.
 * `segment` is the site's business type (analysis context) for the anonymised cohorts.
 */
export const MetricDailySchema = defineEntity({
  name: 'CoreMetricDaily',
  tableName: 'core_metric_daily',
  filters: workspaceFilter,
  indexes: [
    // The cohorts: every workspace's latest values of one metric and segment (MetricStorePort.cohort).
    {
      name: 'core_metric_daily_cohort_idx',
      expression: "create index core_metric_daily_cohort_idx on core_metric_daily (metric, segment, day) where site <> '' and segment is not null",
    },
    // Each site's latest day on or before a day (MetricStorePort.latestPerSite): one probe per site, whatever its history.
    {
      name: 'core_metric_daily_site_day_idx',
      expression: "create index core_metric_daily_site_day_idx on core_metric_daily (workspace_id, metric, site, day) where site <> ''",
    },
  ],
  properties: {
    workspace: workspaceKeyProperty(),
    metric: p.text().primary(),
    site: p.text().primary(),
    dimension: p.text().primary(),
    day: p.date().primary(),
    ...dayFigures(),
    segment: p.text().nullable(),
    updatedAt: updatedAtProperty(),
  },
});
export type MetricDaily = InferEntity<typeof MetricDailySchema>;

/**
 * The workspace's rollup of a metric per dimension and UTC day, over all its sites and its
 * workspace-level samples: what `core_metric_daily` holds summed over its sites, kept by the same
 * recording (one more upsert per row). The workspace's daily figures read one row per day and
 * dimension here instead of one per site.
 */
export const MetricWorkspaceDailySchema = defineEntity({
  name: 'CoreMetricWorkspaceDaily',
  tableName: 'core_metric_workspace_daily',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    metric: p.text().primary(),
    dimension: p.text().primary(),
    day: p.date().primary(),
    ...dayFigures(),
    updatedAt: updatedAtProperty(),
  },
});
export type MetricWorkspaceDaily = InferEntity<typeof MetricWorkspaceDailySchema>;

/**
 * The source keys recorded (`analysis:<id>:score.performance`): a sample whose key is here already
 * is not added again, so a retried event, a second backfill or a repeated beacon counts once.
 */
export const MetricSourceSchema = defineEntity({
  name: 'CoreMetricSource',
  tableName: 'core_metric_source',
  filters: workspaceFilter,
  indexes: [
    // The request counters' keys are dropped after two days (a flush is retried within seconds); the others are kept.
    {
      name: 'core_metric_source_requests_idx',
      expression: "create index core_metric_source_requests_idx on core_metric_source (recorded_at) where source_key like 'requests:%'",
    },
  ],
  properties: {
    workspace: workspaceKeyProperty(),
    sourceKey: p.text().primary().fieldName('source_key'),
    recordedAt: p
      .datetime()
      .fieldName('recorded_at')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type MetricSource = InferEntity<typeof MetricSourceSchema>;

export const metricEntities = [MetricDailySchema, MetricWorkspaceDailySchema, MetricSourceSchema] as const;
