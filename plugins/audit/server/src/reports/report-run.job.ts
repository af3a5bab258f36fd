import { defineJob } from '@otimiza/sdk/server';

export interface ReportRunPayload {
  workspaceId: string;
  reportId: string;
}

/** Runs a report's frameworks over its sites; queued with the report's id as the job id. */
export const reportRunJob = defineJob<ReportRunPayload, { status: string }>('audit.report-run');
export const REPORT_RUN_ATTEMPTS = 3;
export const REPORT_RUN_BACKOFF_MS = 5000;
