import type { MonitoringReport } from '@otimiza/plugin-ai-tools-shared';

/** A trend line needs two analyses; with fewer the dialog says so instead of drawing. */
export const MIN_TREND_ANALYSES = 2;

export type HistoryScore = 'performanceScore' | 'seoScore' | 'accessibilityScore' | 'bestPracticesScore';
const scoreKeys: readonly HistoryScore[] = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'];

export interface HistoryPoint {
  date: Date;
  score: string;
  value: number;
}

/**
 * The monitoring chart's points: one per analysis and score, oldest first, each score rounded;
 * a score that is not a number is left out, never drawn as 0. `enough` is false below
 * MIN_TREND_ANALYSES analyses with a score: the chart is not drawn.
 */
export function scoreHistoryPoints(
  history: MonitoringReport['history'],
  names: Record<HistoryScore, string>,
): { points: HistoryPoint[]; analyses: number; enough: boolean } {
  const rows = [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const points: HistoryPoint[] = [];
  let analyses = 0;
  for (const row of rows) {
    const scored = scoreKeys.filter((key) => Number.isFinite(row[key]));
    if (scored.length === 0) continue;
    analyses += 1;
    for (const key of scored) points.push({ date: new Date(row.createdAt), score: names[key], value: Math.round(row[key]) });
  }
  return { points, analyses, enough: analyses >= MIN_TREND_ANALYSES };
}
