import { defineJob } from '@otimiza/sdk/server';

export const dashboardAlertsJob = defineJob<{ workspaceId: string; dashboardId: string; dueAt: number }>('bi.dashboard-alerts');
export const DASHBOARD_ALERTS_ATTEMPTS = 3;
