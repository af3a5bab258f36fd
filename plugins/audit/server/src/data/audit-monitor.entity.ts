import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { FrameworkId, MonitorKind, MonitorStatus, SiteAuditStrategy } from '@otimiza/plugin-audit-shared';

/**
 * Scheduled re-runs of a set of frameworks over a set of sites, each run an audit report (`pages`),
 * or of a whole-site audit of one address, each run an `audit_site_monitor_run` (`site`).
 */
export const AuditMonitorSchema = defineEntity({
  name: 'AuditMonitor',
  tableName: 'audit_monitor',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('audit_monitor'), { name: 'audit_monitor_next_run_idx', properties: ['nextRunAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    name: p.text(),
    description: p.text().default(''),
    kind: p.text().$type<MonitorKind>().default('pages'),
    urls: p.json<string[]>(),
    frameworks: p.json<FrameworkId[]>(),
    frequency: p.text().$type<'daily' | 'weekly'>(),
    /** The device of a site monitor's site audits; null for a `pages` monitor. */
    strategy: p.text().$type<SiteAuditStrategy>().nullable(),
    status: p.text().$type<MonitorStatus>().default('active'),
    /** When the scheduler next starts a run; null while paused. */
    nextRunAt: p.datetime().fieldName('next_run_at').nullable(),
    lastRunAt: p.datetime().fieldName('last_run_at').nullable(),
    lastReportId: p.uuid().fieldName('last_report_id').nullable(),
    lastError: p.text().fieldName('last_error').nullable(),
    createdBy: p.uuid().fieldName('created_by').nullable(),
  },
});
export type AuditMonitor = InferEntity<typeof AuditMonitorSchema>;
