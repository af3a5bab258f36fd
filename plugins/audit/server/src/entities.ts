import { AuditMonitorSchema } from './monitoring/audit-monitor.entity.js';
import { SiteMonitorRunSchema } from './monitoring/site-monitor-run.entity.js';
import { AuditReportSchema } from './reports/audit-report.entity.js';
import { CheckResultSchema } from './results/check-result.entity.js';

/** Every table of the plugin (`audit_*`). */
export const auditEntities = [AuditReportSchema, CheckResultSchema, AuditMonitorSchema, SiteMonitorRunSchema] as const;
