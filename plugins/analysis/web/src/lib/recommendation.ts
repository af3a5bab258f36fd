import type { AnalysisScores, PageSpeedResults } from '@otimiza/plugin-analysis-shared';
import { scoreKeys, type ScoreKey } from './scoreKeys';

export type Opportunity = PageSpeedResults['opportunities'][number];

export interface Recommendation {
  /** The lowest of the four scores (the first in display order on a tie). */
  lowest: { key: ScoreKey; score: number };
  /** The Lighthouse opportunity with the largest time saving, if any saves time. */
  top: Opportunity | null;
  /** Every score is 90 or more (the green band). */
  allGood: boolean;
}

/** The optimisation recommendation of the results modal, computed from the analysis's own data. */
export function recommendationOf(scores: AnalysisScores, opportunities: readonly Opportunity[]): Recommendation {
  let lowest: Recommendation['lowest'] = { key: scoreKeys[0]!, score: scores[scoreKeys[0]!] };
  for (const key of scoreKeys) if (scores[key] < lowest.score) lowest = { key, score: scores[key] };
  const top = opportunities.reduce<Opportunity | null>(
    (best, opportunity) => (opportunity.savingsMs > 0 && (!best || opportunity.savingsMs > best.savingsMs) ? opportunity : best),
    null,
  );
  return { lowest, top, allGood: scoreKeys.every((key) => scores[key] >= 90) };
}
