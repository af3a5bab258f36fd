import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import { dashboardCategories, dashboardLayouts, type DashboardCategory, type DashboardLayout, type WidgetView } from '@otimiza/plugin-bi-shared';

/** A dashboard: its widgets over the workspace's series (the layout saved), refresh, alerts and sharing. */
export const BiDashboardSchema = defineEntity({
  name: 'BiDashboard',
  tableName: 'bi_dashboard',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('bi_dashboard'), { name: 'bi_dashboard_alert_check_idx', properties: ['nextAlertCheckAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    createdBy: actingUserProperty('created_by'),
    title: p.text(),
    category: p.text().$type<DashboardCategory>().check(oneOf('category', dashboardCategories)),
    layout: p.text().$type<DashboardLayout>().default('grid').check(oneOf('layout', dashboardLayouts)),
    description: p.text().default(''),
    widgets: p.json<WidgetView[]>(),
    refreshMinutes: p.integer().fieldName('refresh_minutes').default(60),
    notifications: p.boolean().default(false),
    /** When its metrics are next checked for alerts (null while notifications are off). */
    nextAlertCheckAt: p.datetime().fieldName('next_alert_check_at').nullable(),
    shareable: p.boolean().default(false),
    /** SHA-256 of the share link's token; the token itself is shown once. */
    shareTokenHash: p.text().fieldName('share_token_hash').nullable().unique('bi_dashboard_share_token_unique'),
  },
});
export type BiDashboard = InferEntity<typeof BiDashboardSchema>;
