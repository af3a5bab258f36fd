import { DashboardSnapshotSchema } from './cache/dashboard-snapshot.entity.js';
import { ReportFileSchema } from './reports/report-file.entity.js';
import { KpiTargetSchema } from './targets/kpi-target.entity.js';

/** Every table of the plugin (`analytics_*`). */
export const analyticsEntities = [KpiTargetSchema, ReportFileSchema, DashboardSnapshotSchema] as const;
