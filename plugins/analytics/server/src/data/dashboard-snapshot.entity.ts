import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';

/**
 * A computed dashboard answer (KPIs, charts, segments, insights of one period and category),
 * reused for 20 seconds (below the 30 s auto-refresh) by every member and replica, recomputed by POST /api/dashboard/refresh.
 */
export const DashboardSnapshotSchema = defineEntity({
  name: 'AnalyticsDashboardSnapshot',
  tableName: 'analytics_dashboard_snapshot',
  filters: workspaceFilter,
  uniques: [{ name: 'analytics_dashboard_snapshot_workspace_key_unique', properties: ['workspace', 'key'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    /** `<view>:<period>`, e.g. `kpis:30d` (the category is filtered when read). */
    key: p.text(),
    payload: p.json<unknown>(),
    computedAt: p.datetime().fieldName('computed_at'),
  },
});
export type DashboardSnapshot = InferEntity<typeof DashboardSnapshotSchema>;
