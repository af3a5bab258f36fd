import { defineJob } from '@otimiza/sdk/server';

export const dashboardAlertsJob = defineJob<{ workspaceId: string; dashboardId: string; dueAt: number }>('bi.dashboard-alerts');
export const DASHBOARD_ALERTS_ATTEMPTS = 3;
/** The queue's id of a dashboard's check due at `dueAt` (ms): one job, and one system-health row, per check. */
export const alertsJobId = (dashboardId: string, dueAt: number) => `bi-alerts-${dashboardId}-${dueAt}`;
