import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { describe, expect, it } from 'vitest';
import { scoreTrendPoints } from './scoreTrend';

type Row = Pick<AnalysisSummary, 'createdAt' | 'strategy' | 'scores'>;
const scores = (performanceScore: number) => ({ performanceScore, accessibilityScore: 91, seoScore: 82, bestPracticesScore: 100 });
const nameOf = (key: string) => key.replace('Score', '');

describe('scoreTrendPoints', () => {
  it('draws nothing under two analyses of the device with scores', () => {
    const history: Row[] = [
      { createdAt: '2026-11-20T12:00:00Z', strategy: 'desktop', scores: scores(70) },
      { createdAt: '2026-11-21T12:00:00Z', strategy: 'mobile', scores: scores(40) },
      { createdAt: '2026-11-22T12:00:00Z', strategy: 'desktop', scores: null },
    ];
    expect(scoreTrendPoints(history, 'desktop', nameOf)).toMatchObject({ analyses: 1, enough: false });
    expect(scoreTrendPoints([], 'desktop', nameOf)).toEqual({ points: [], analyses: 0, enough: false });
  });

  it('gives the device’s analyses oldest first, one point per score, with the stored values', () => {
    const history: Row[] = [
      { createdAt: '2026-11-22T12:00:00Z', strategy: 'desktop', scores: scores(75) },
      { createdAt: '2026-11-20T12:00:00Z', strategy: 'desktop', scores: scores(70) },
      { createdAt: '2026-11-21T12:00:00Z', strategy: 'mobile', scores: scores(40) },
    ];
    const { points, analyses, enough } = scoreTrendPoints(history, 'desktop', nameOf);
    expect({ analyses, enough }).toEqual({ analyses: 2, enough: true });
    expect(points).toHaveLength(8);
    expect(points.filter((point) => point.score === 'performance').map((point) => [point.date.toISOString(), point.value])).toEqual([
      ['2026-11-20T12:00:00.000Z', 70],
      ['2026-11-22T12:00:00.000Z', 75],
    ]);
  });

  it('leaves a missing score out instead of drawing it as 0', () => {
    const partial = { performanceScore: 64, accessibilityScore: null, seoScore: 88, bestPracticesScore: undefined } as unknown as Row['scores'];
    const history: Row[] = [
      { createdAt: '2026-11-20T12:00:00Z', strategy: 'desktop', scores: scores(60) },
      { createdAt: '2026-11-21T12:00:00Z', strategy: 'desktop', scores: partial },
      { createdAt: '2026-11-22T12:00:00Z', strategy: 'desktop', scores: null },
    ];
    const { points, analyses } = scoreTrendPoints(history, 'desktop', nameOf);
    expect(analyses).toBe(2);
    expect(points.some((point) => point.value === 0)).toBe(false);
    expect(points.filter((point) => point.date.toISOString() === '2026-11-21T12:00:00.000Z').map((point) => point.score)).toEqual(['performance', 'seo']);
    expect(points.some((point) => point.date.toISOString() === '2026-11-22T12:00:00.000Z')).toBe(false);
  });
});
