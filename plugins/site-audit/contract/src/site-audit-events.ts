import { defineEvent, type AnalysisCategoryScores } from '@otimiza/sdk/server';

/**
 * A whole-site audit ended (completed, or cancelled with what it had audited): its medians per
 * category and, against the previous finished run of the same address and strategy, the
 * categories whose median fell beyond the run-to-run spread.
 */
export const siteAuditFinished = defineEvent<{
  runId: string;
  userId: string | null;
  /** The audited address: origin and path prefix. */
  url: string;
  status: 'completed' | 'cancelled';
  audited: number;
  failed: number;
  medians: Partial<AnalysisCategoryScores>;
  previous: { runId: string; medians: Partial<AnalysisCategoryScores> } | null;
  fell: { category: keyof AnalysisCategoryScores; from: number; to: number }[];
}>('site-audit.finished');
