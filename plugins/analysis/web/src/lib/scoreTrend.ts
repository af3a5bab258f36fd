import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { scoreKeys, type ScoreKey } from './scoreKeys';

/** A trend line needs two analyses; with fewer the dialog says so instead of drawing. */
export const MIN_TREND_ANALYSES = 2;

export interface TrendPoint {
  date: Date;
  score: string;
  value: number;
}

/**
 * The trend chart's points of one device: one per analysis and score, oldest first. A score the
 * analysis does not have (no scores stored, or one missing) is left out — never drawn as 0.
 * `analyses` counts those with at least one score; under MIN_TREND_ANALYSES nothing is drawn.
 */
export function scoreTrendPoints(
  history: readonly Pick<AnalysisSummary, 'createdAt' | 'strategy' | 'scores'>[],
  strategy: AnalysisSummary['strategy'],
  nameOf: (key: ScoreKey) => string,
): { points: TrendPoint[]; analyses: number; enough: boolean } {
  const points: TrendPoint[] = [];
  let analyses = 0;
  const rows = history.filter((analysis) => analysis.strategy === strategy).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (const analysis of rows) {
    const scored = scoreKeys.filter((key) => Number.isFinite(analysis.scores?.[key]));
    if (scored.length === 0) continue;
    analyses += 1;
    for (const key of scored) points.push({ date: new Date(analysis.createdAt), score: nameOf(key), value: analysis.scores![key] });
  }
  return { points, analyses, enough: analyses >= MIN_TREND_ANALYSES };
}
