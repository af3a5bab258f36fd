import { defineEvent } from '@otimiza/sdk/server';

/** `actionPath`: the app page that lists the report (the reports page when absent), e.g. '/business-intelligence'. */
export const recurringReportSent = defineEvent<{ reportId: string; name: string; recipients: number; actionPath?: string }>('reports.recurring-sent');

export const recurringReportFailed = defineEvent<{ reportId: string; name: string; reason: string; actionPath?: string }>('reports.recurring-failed');
