import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';
import type { FrameworkId, MonitorStatus } from '@otimiza/plugin-audit-shared';

/** Scheduled re-runs of a set of frameworks over a set of sites; each run is an audit report. */
export const AuditMonitorSchema = defineEntity({
  name: 'AuditMonitor',
  tableName: 'audit_monitor',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('audit_monitor'), { name: 'audit_monitor_next_run_idx', properties: ['nextRunAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    name: p.text(),
    description: p.text().default(''),
    urls: p.json<string[]>(),
    frameworks: p.json<FrameworkId[]>(),
    frequency: p.text().$type<'daily' | 'weekly'>(),
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
