import { AuditMonitorSchema } from './audit-monitor.entity.js';
import { SiteMonitorRunSchema } from './site-monitor-run.entity.js';
import { AuditReportSchema } from './audit-report.entity.js';
import { CheckResultSchema } from './check-result.entity.js';

/** Every table of the plugin (`audit_*`). */
export const auditEntities = [AuditReportSchema, CheckResultSchema, AuditMonitorSchema, SiteMonitorRunSchema] as const;
