import { defineJob } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { CompetitorAnalysis } from '@otimiza/plugin-ai-tools-shared';

export interface CompetitorAnalysisPayload {
  runId: string;
  workspaceId: string;
  /** Who asked for it; absent on jobs queued before it was carried. */
  userId?: string | null;
  /** The target's analysis when a recent one is reused; otherwise the target is audited too. */
  targetAnalysisId: string | null;
  url: string;
  competitors: string[];
  strategy: 'desktop' | 'mobile';
  language: Language;
  /** The plan allowance reserved for the audits, one per audit, taken in order; what is left unused is given back. */
  reservationIds: string[];
}

/** Audits the target (unless reused) and each competitor in turn, reporting progress on the run, then compares. */
export const competitorAnalysisJob = defineJob<CompetitorAnalysisPayload, CompetitorAnalysis>('ai-tools.competitor-analysis');
