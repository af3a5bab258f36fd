import { defineJob } from '@otimiza/sdk/server';

export const reportSendJob = defineJob<{ workspaceId: string; reportId: string; dueAt: number }>('bi.report-send');
export const REPORT_SEND_ATTEMPTS = 3;
/** The queue's id of a report's send due at `dueAt` (ms): one job, and one system-health row, per send. */
export const reportSendJobId = (reportId: string, dueAt: number) => `bi-report-${reportId}-${dueAt}`;
