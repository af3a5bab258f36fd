import type { AnalysisScores, AppliedFix } from '@otimiza/plugin-analysis-shared';
import { scoreKeys, type ScoreKey } from './scoreKeys';

export interface Recommendation {
  /** The lowest of the four scores (the first in display order on a tie). */
  lowest: { key: ScoreKey; score: number };
  /** The opportunity with the largest time saving, if any. */
  top: AppliedFix | null;
  /** Every score is 90 or more (the green band of spec 000 §9). */
  allGood: boolean;
}

/** The optimisation recommendation of the results modal, computed from the analysis's own data. */
export function recommendationOf(scores: AnalysisScores, fixes: readonly AppliedFix[]): Recommendation {
  let lowest: Recommendation['lowest'] = { key: scoreKeys[0]!, score: scores[scoreKeys[0]!] };
  for (const key of scoreKeys) if (scores[key] < lowest.score) lowest = { key, score: scores[key] };
  const top = fixes.reduce<AppliedFix | null>((best, fix) => (!best || fix.savingsMs > best.savingsMs ? fix : best), null);
  return { lowest, top, allGood: scoreKeys.every((key) => scores[key] >= 90) };
}
