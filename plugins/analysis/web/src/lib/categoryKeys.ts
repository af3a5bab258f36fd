import type { CategoryScores } from '@otimiza/plugin-analysis-shared';
import { trendBetween } from '@otimiza/sdk/shared';
import type { ScoreKey } from './scoreKeys';

export type CategoryKey = keyof CategoryScores;

/** The four categories of a verification or an estimate, in the order of the score tiles. */
export const categoryKeys: readonly CategoryKey[] = ['performance', 'seo', 'accessibility', 'bestPractices'];

/** The score of an analysis each category answers to (for its name and colour). */
export const categoryScoreKey: Record<CategoryKey, ScoreKey> = {
  performance: 'performanceScore',
  seo: 'seoScore',
  accessibility: 'accessibilityScore',
  bestPractices: 'bestPracticesScore',
};

/** '+5', '−3' (a real minus sign) or '0'. */
export function signedPoints(value: number): string {
  const rounded = Math.round(value);
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `\u2212${Math.abs(rounded)}`;
  return '0';
}

/**
 * Colour of a change of score: green when it went up, red when it went down, grey when it stayed
 * within the run-to-run spread of one unchanged page (then it is noise, not a change).
 */
export function changeTone(before: number, after: number, key: CategoryKey): 'up' | 'down' | 'same' {
  const trend = trendBetween(before, after, key);
  return trend === 'improving' ? 'up' : trend === 'declining' ? 'down' : 'same';
}
