import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { AuditorView, FrameworkId, ReportProgress, ReportStatus, ReportSummary, ReportType, SiteReportSource } from '@otimiza/plugin-audit-shared';

/** Statuses of a report whose run has not ended: queued (`draft`) or running (`in_progress`). */
export const runningStatuses = ['draft', 'in_progress'] as const satisfies readonly ReportStatus[];

/** The site audit a report covers, as stored: its source and each covered page with its group and analysis (read through AnalysisPort). */
export interface StoredSiteRun extends Omit<SiteReportSource, 'pagesCovered'> {
  pages: { url: string; group: string; analysisId: string }[];
}

/** An audit report: one run of its frameworks over its sites. A monitor's scheduled run is a report too (`monitorId`). */
export const AuditReportSchema = defineEntity({
  name: 'AuditReport',
  tableName: 'audit_report',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('audit_report'), { name: 'audit_report_monitor_idx', properties: ['monitorId', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    title: p.text(),
    description: p.text().default(''),
    type: p.text().$type<ReportType>(),
    status: p.text().$type<ReportStatus>().default('draft'),
    urls: p.json<string[]>(),
    frameworks: p.json<FrameworkId[]>(),
    progress: p.json<ReportProgress>(),
    summary: p.json<ReportSummary>().nullable(),
    auditor: p.json<AuditorView>(),
    /** Sites that could not be audited, and why. */
    siteErrors: p.json<{ url: string; message: LocalizedText }[]>().fieldName('site_errors'),
    error: p.json<LocalizedText>().nullable(),
    monitorId: p.uuid().fieldName('monitor_id').nullable(),
    /** The site audit whose audited pages are the report's `urls`, with each page's analysis; null for a report over addresses. */
    siteRun: p.json<StoredSiteRun>().fieldName('site_run').nullable(),
    /** The member who asked for it; null for a monitor's scheduled run. */
    createdBy: p.uuid().fieldName('created_by').nullable(),
    startedAt: p.datetime().fieldName('started_at').nullable(),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
    publishedAt: p.datetime().fieldName('published_at').nullable(),
    /** SHA-256 of the public link's token once published; the token itself is shown once. */
    shareTokenHash: p.text().fieldName('share_token_hash').nullable().unique(),
  },
});
export type AuditReport = InferEntity<typeof AuditReportSchema>;
