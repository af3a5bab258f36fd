import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { updatedAtProperty } from '@otimiza/sdk/server';

/**
 * How far the metric store's backfill of the completed analyses got (one row per backfill, for the
 * whole instance, so not workspace-owned): the last analysis id recorded, and when it finished.
 * A finished backfill is not run again; an interrupted one goes on from `lastId`.
 */
export const MetricBackfillSchema = defineEntity({
  name: 'AnalysisMetricBackfill',
  tableName: 'analysis_metric_backfill',
  properties: {
    name: p.text().primary(),
    lastId: p.uuid().fieldName('last_id').nullable(),
    recorded: p.integer().default(0),
    finishedAt: p.datetime().fieldName('finished_at').nullable(),
    updatedAt: updatedAtProperty(),
  },
});
export type MetricBackfill = InferEntity<typeof MetricBackfillSchema>;
