import { defineJob } from '@otimiza/sdk/server';

/** The proof of an analysis: its fixed page audited again. The job id is `verify-<analysis id>`. */
export const analysisVerifyJob = defineJob<{ analysisId: string }, void>('analysis.verify');
export const ANALYSIS_VERIFY_ATTEMPTS = 2;
