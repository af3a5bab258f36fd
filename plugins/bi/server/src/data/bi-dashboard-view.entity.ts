import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import { BiDashboardSchema } from './bi-dashboard.entity.js';

/** One opening of a dashboard (by a member, or through its share link) and whether anything was done in it. */
export const BiDashboardViewSchema = defineEntity({
  name: 'BiDashboardView',
  tableName: 'bi_dashboard_view',
  filters: workspaceFilter,
  indexes: [{ name: 'bi_dashboard_view_dashboard_idx', properties: ['dashboard', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    dashboard: () => p.manyToOne(BiDashboardSchema).fieldName('dashboard_id').deleteRule('cascade').updateRule('no action'),
    /** Null for a visitor of the share link. */
    user: actingUserProperty('user_id'),
    interactions: p.integer().default(0),
  },
});
export type BiDashboardView = InferEntity<typeof BiDashboardViewSchema>;
