import { defineJob } from '@otimiza/sdk/server';

/** One audit; the job id is the analysis id, so a retried or re-run job stores its result once. */
export const analysisRunJob = defineJob<{ analysisId: string }, void>('analysis.run');
export const ANALYSIS_RUN_ATTEMPTS = 2;
