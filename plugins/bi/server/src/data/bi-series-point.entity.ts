import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';
import { BiMetricSchema } from './bi-metric.entity.js';

/** One day's value of an imported series (a CSV row); a later import of the same day replaces it. */
export const BiSeriesPointSchema = defineEntity({
  name: 'BiSeriesPoint',
  tableName: 'bi_series_point',
  filters: workspaceFilter,
  properties: {
    metric: () => p.manyToOne(BiMetricSchema).primary().fieldName('metric_id').deleteRule('cascade').updateRule('no action'),
    /** YYYY-MM-DD. */
    day: p.date().primary(),
    ...workspaceOwnedProperties(),
    value: p.double().$type<number>(),
  },
});
export type BiSeriesPoint = InferEntity<typeof BiSeriesPointSchema>;
