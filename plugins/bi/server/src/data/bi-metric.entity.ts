import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import { metricCategories, significances, type MetricCategory, type SeriesSource, type Significance } from '@otimiza/plugin-bi-shared';

/**
 * A metric of the workspace's business intelligence: a platform series of the metric store, a
 * client series of customer success, or a series imported from CSV (its points in bi_series_point),
 * with what the user set on it (significance, annual target, category, description).
 */
export const BiMetricSchema = defineEntity({
  name: 'BiMetric',
  tableName: 'bi_metric',
  filters: workspaceFilter,
  uniques: [{ name: 'bi_metric_workspace_key_unique', properties: ['workspace', 'key'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    /** `platform:score.performance`, `clients:mrr`, `import:revenue`. */
    key: p.text(),
    source: p
      .text()
      .$type<SeriesSource>()
      .check(oneOf('source', ['platform', 'clients', 'import'])),
    /** The name as imported (the CSV's metric column); '' for platform and client series (named by the catalogue). */
    label: p.text().default(''),
    unit: p.text(),
    category: p.text().$type<MetricCategory>().check(oneOf('category', metricCategories)),
    significance: p.text().$type<Significance>().default('moderate').check(oneOf('significance', significances)),
    annualTarget: p.double().$type<number>().fieldName('annual_target').nullable(),
    description: p.text().default(''),
  },
});
export type BiMetric = InferEntity<typeof BiMetricSchema>;
