import { defineJob } from '@otimiza/sdk/server';

/** One run of a recurring report; the job id is `recurring-{report id}-{scheduled time}`, so a run is queued once. */
export const recurringRunJob = defineJob<{ reportId: string; scheduledFor: string }, void>('reports.recurring-run');
export const RECURRING_RUN_ATTEMPTS = 3;
export const RECURRING_RUN_BACKOFF_MS = 2000;
