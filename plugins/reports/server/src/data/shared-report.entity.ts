import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { actingUserProperty, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { SharedReportView } from '@otimiza/plugin-reports-shared';

export type ReportCustomizations = SharedReportView['customizations'];

/** A public or members-only link to one completed analysis, by an unguessable token. */
export const SharedReportSchema = defineEntity({
  name: 'ReportsSharedReport',
  ...workspaceOwnedTable('reports_shared_report', 'reports_shared_report_workspace_created_idx'),
  properties: {
    ...workspaceOwnedRowProperties(),
    analysisId: p.uuid().fieldName('analysis_id'),
    /** Null for work no one asked for in person (the demo seed), or once its author's account is gone. */
    createdBy: actingUserProperty('created_by'),
    title: p.text(),
    description: p.text().default(''),
    isPublic: p.boolean().fieldName('is_public').default(true),
    customizations: p.json<ReportCustomizations>().defaultRaw("'{}'"),
    token: p.text().unique(),
    viewCount: p.integer().fieldName('view_count').default(0),
    revokedAt: p.datetime().fieldName('revoked_at').nullable(),
  },
});
export type SharedReport = InferEntity<typeof SharedReportSchema>;
