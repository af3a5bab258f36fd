import type { ErrorType } from '@otimiza/sdk/shared';

/** A queued analysis that no worker took in this many minutes is given up (and never counted). */
export const QUEUE_WAIT_LIMIT_MINUTES = 30;

/**
 * Why an analysis (or its proof) failed, as a stable key stored with it: the server answers the
 * matching text in the reader's language, and the web shows its own catalog text for it.
 */
export const analysisFailureCodes = [
  /** The page or the audit did not answer within the time limit (408). */
  'audit-timeout',
  /** The page answered with an error status, or the browser could not load it. */
  'page-unreachable',
  /** Lighthouse gave no result (the local run or PageSpeed Insights). */
  'audit-error',
  /** The process running it stopped before it finished. */
  'interrupted',
  /** No worker took it within the queue's waiting limit. */
  'expired-in-queue',
  /** The job queue did not take the work (the proof of a completed analysis). */
  'queue-unavailable',
  /** The stored bundle of a demo site was missing. */
  'bundle-missing',
  /** The fixed page could not be audited again. */
  'proof-audit-failed',
  /** An unexpected error. */
  'internal',
] as const;

export type AnalysisFailureCode = (typeof analysisFailureCodes)[number];

export const isAnalysisFailureCode = (value: unknown): value is AnalysisFailureCode =>
  typeof value === 'string' && (analysisFailureCodes as readonly string[]).includes(value);

/** A failure as the API and the progress events answer it: `message` is in the reader's language. */
export interface AnalysisError {
  type: ErrorType;
  /** Null for failures stored before codes were kept and for errors that have no code of their own. */
  code: AnalysisFailureCode | null;
  message: string;
}
