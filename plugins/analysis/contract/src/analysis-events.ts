import { defineEvent, type AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

export const analysisFailed = defineEvent<{
  analysisId: string;
  userId: string | null;
  url: string;
  errorType: string;
  message: LocalizedText;
  /** The batch of another plugin it was queued for (a site audit's run id); null for an analysis of its own. Absent from events published before it was sent. */
  batchId?: string | null;
}>('analysis.failed');

/** The fixed page was audited again: the measured before/after of the proof. */
export const improvementVerified = defineEvent<{
  analysisId: string;
  userId: string | null;
  url: string;
  /** The batch of another plugin it was queued for (a site audit's run id); null for an analysis of its own. Absent from events published before it was sent. */
  batchId?: string | null;
  before: AnalysisCategoryScores;
  after: AnalysisCategoryScores;
  /**
   * What the proof verified, each category read with the run-to-run spread ('SEO +27 verificado;
   * desempenho estável'): the notification's heading. Absent from events published before it was sent.
   */
  summary?: LocalizedText;
  /** Categories that fell beyond the spread, with the titles of the applied fixes that may cause it. */
  regressions?: { category: keyof AnalysisCategoryScores; fixes: LocalizedText[] }[];
}>('analysis.improvement-verified');

/** A URL's new audit scored below its previous one by more than the configured margin in at least one category. */
export const scoreRegression = defineEvent<{
  analysisId: string;
  previousAnalysisId: string;
  userId: string | null;
  url: string;
  drops: { category: keyof AnalysisCategoryScores; from: number; to: number }[];
  /** Audits that passed (score ≥ 0.9) in the previous run and fail now, worst first. */
  worsenedAudits: { id: string; title: LocalizedText }[];
}>('analysis.score-regression');
