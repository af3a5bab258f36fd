import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { KpiId } from '@otimiza/plugin-analytics-shared';

/** The target a workspace set for one KPI: the status bands are measured against it. */
export const KpiTargetSchema = defineEntity({
  name: 'AnalyticsKpiTarget',
  tableName: 'analytics_kpi_target',
  filters: workspaceFilter,
  uniques: [{ name: 'analytics_kpi_target_workspace_kpi_unique', properties: ['workspace', 'kpi'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    kpi: p.text().$type<KpiId>(),
    target: p.double(),
    setBy: p.uuid().fieldName('set_by').nullable(),
  },
});
export type KpiTarget = InferEntity<typeof KpiTargetSchema>;
