import { DashboardSnapshotSchema } from './dashboard-snapshot.entity.js';
import { ReportFileSchema } from './report-file.entity.js';
import { KpiTargetSchema } from './kpi-target.entity.js';

/** Every table of the plugin (`analytics_*`). */
export const analyticsEntities = [KpiTargetSchema, ReportFileSchema, DashboardSnapshotSchema] as const;
