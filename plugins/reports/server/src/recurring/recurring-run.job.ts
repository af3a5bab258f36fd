import { defineJob } from '@otimiza/sdk/server';

export interface RecurringRunPayload {
  reportId: string;
  scheduledFor: string;
  /** 'Run now': the plan allowance reserved for its audits, one per URL; a scheduled run reserves each audit as it goes. */
  reservationIds?: string[];
}

/** One run of a recurring report; the job id is `recurring-{report id}-{scheduled time}`, so a run is queued once. */
export const recurringRunJob = defineJob<RecurringRunPayload, void>('reports.recurring-run');
export const RECURRING_RUN_ATTEMPTS = 3;
export const RECURRING_RUN_BACKOFF_MS = 2000;
