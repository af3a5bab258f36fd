import type { MonitoringReport } from '@otimiza/plugin-ai-tools-shared';
import { describe, expect, it } from 'vitest';
import { scoreHistoryPoints } from './scoreHistory';

const names = { performanceScore: 'Performance', seoScore: 'SEO', accessibilityScore: 'Acessibilidade', bestPracticesScore: 'Boas práticas' };
type Row = MonitoringReport['history'][number];
const row = (createdAt: string, performanceScore: number, extra: Partial<Row> = {}): Row => ({
  analysisId: createdAt,
  createdAt,
  performanceScore,
  seoScore: 90,
  accessibilityScore: 80,
  bestPracticesScore: 70,
  loadTimeMs: null,
  ...extra,
});

describe('scoreHistoryPoints', () => {
  it('is not enough for a chart with one analysis, or none', () => {
    expect(scoreHistoryPoints([], names)).toEqual({ points: [], analyses: 0, enough: false });
    const one = scoreHistoryPoints([row('2026-11-20T12:00:00Z', 61.6)], names);
    expect(one.enough).toBe(false);
    expect(one.analyses).toBe(1);
  });

  it('gives four rounded points per analysis, oldest first', () => {
    const { points, analyses, enough } = scoreHistoryPoints([row('2026-11-21T12:00:00Z', 72.4), row('2026-11-20T12:00:00Z', 61.6)], names);
    expect(enough).toBe(true);
    expect(analyses).toBe(2);
    expect(points).toHaveLength(8);
    expect(points.filter((point) => point.score === 'Performance').map((point) => [point.date.toISOString(), point.value])).toEqual([
      ['2026-11-20T12:00:00.000Z', 62],
      ['2026-11-21T12:00:00.000Z', 72],
    ]);
  });

  it('leaves a score that is not a number out instead of drawing it as 0', () => {
    const broken = row('2026-11-21T12:00:00Z', Number.NaN, { seoScore: null as unknown as number });
    const { points, analyses } = scoreHistoryPoints([row('2026-11-20T12:00:00Z', 50), broken], names);
    expect(analyses).toBe(2);
    expect(points.some((point) => point.value === 0)).toBe(false);
    expect(points.filter((point) => point.date.toISOString() === '2026-11-21T12:00:00.000Z').map((point) => point.score)).toEqual([
      'Acessibilidade',
      'Boas práticas',
    ]);
  });
});
