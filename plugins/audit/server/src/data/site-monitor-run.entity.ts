import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { SiteMedians, SiteMonitorRunView } from '@otimiza/plugin-audit-shared';

/** `starting` while its site audit is being asked for (its id not known yet); `running` until that audit finishes. */
export type SiteMonitorRunStatus = 'starting' | SiteMonitorRunView['status'];
export const unfinishedSiteRunStatuses = ['starting', 'running'] as const satisfies readonly SiteMonitorRunStatus[];

/**
 * One run of a site monitor: the whole-site audit it started (SiteAuditsPort.startScheduled) and,
 * once that audit's `site-audit.finished` event arrived, its medians and the categories that fell.
 */
export const SiteMonitorRunSchema = defineEntity({
  name: 'AuditSiteMonitorRun',
  tableName: 'audit_site_monitor_run',
  filters: workspaceFilter,
  indexes: [{ name: 'audit_site_monitor_run_monitor_idx', properties: ['monitorId', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    monitorId: p.uuid().fieldName('monitor_id'),
    /** The site audit's id; null while starting and for a start that was refused. */
    siteRunId: p.uuid().fieldName('site_run_id').nullable().unique(),
    status: p.text().$type<SiteMonitorRunStatus>(),
    audited: p.integer().nullable(),
    failedPages: p.integer().fieldName('failed_pages').nullable(),
    medians: p.json<SiteMedians>().nullable(),
    fell: p.json<SiteMonitorRunView['fell']>(),
    error: p.json<LocalizedText>().nullable(),
    /** The member who asked for it ('run now'); null for a scheduled run. */
    createdBy: p.uuid().fieldName('created_by').nullable(),
    finishedAt: p.datetime().fieldName('finished_at').nullable(),
  },
});
export type SiteMonitorRun = InferEntity<typeof SiteMonitorRunSchema>;
