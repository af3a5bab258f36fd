import { trendBetween } from '@otimiza/sdk/shared';
import type { CategoryScores } from '@otimiza/plugin-analysis-shared';
import type { Analysis } from '../data/analysis.entity.js';

/**
 * What the fixed page's scores are compared with. Usually the analysis' own scores; but when the
 * fixed page's performance reads lower than the analysis beyond the run-to-run spread, the
 * original page is audited again at proof time, and that reading is the reference: a machine
 * busier at the proof than at the analysis then reads as neither a loss nor a gain, and a fix
 * that really slows the page still shows as a regression against its own moment.
 */
export async function remeasuredBaseline(
  analysisScores: CategoryScores,
  fixedScores: CategoryScores,
  auditOriginalAgain: () => Promise<CategoryScores>,
): Promise<CategoryScores | null> {
  if (trendBetween(analysisScores.performance, fixedScores.performance, 'performance') !== 'declining') return null;
  return auditOriginalAgain();
}

/** The scores of a completed analysis, 0 for a category it lacks. */
export function analysisScoresOf(row: Pick<Analysis, 'performanceScore' | 'accessibilityScore' | 'seoScore' | 'bestPracticesScore'>): CategoryScores {
  return {
    performance: row.performanceScore ?? 0,
    accessibility: row.accessibilityScore ?? 0,
    seo: row.seoScore ?? 0,
    bestPractices: row.bestPracticesScore ?? 0,
  };
}

/** The proof's "before": the original audited again at proof time when it was, else the analysis' scores. */
export function proofBaselineOf(
  row: Pick<Analysis, 'performanceScore' | 'accessibilityScore' | 'seoScore' | 'bestPracticesScore' | 'verificationBaseline'>,
): CategoryScores {
  return row.verificationBaseline ?? analysisScoresOf(row);
}
