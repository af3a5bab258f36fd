import { defineJob } from '@otimiza/sdk/server';

export const reportSendJob = defineJob<{ workspaceId: string; reportId: string; dueAt: number }>('bi.report-send');
export const REPORT_SEND_ATTEMPTS = 3;
