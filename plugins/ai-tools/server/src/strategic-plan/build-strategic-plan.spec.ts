import type { AnalysisRecord } from '@otimiza/sdk/server';
import { describe, expect, it } from 'vitest';
import { buildStrategicPlan } from './build-strategic-plan.js';

const analysis = (failingAudits: AnalysisRecord['failingAudits']): AnalysisRecord => ({
  id: 'a1',
  url: 'https://padaria.com.br/',
  domain: 'padaria.com.br',
  strategy: 'mobile',
  createdAt: '2026-11-20T12:00:00.000Z',
  completedAt: '2026-11-20T12:01:00.000Z',
  scores: { performance: 90, accessibility: 70, seo: 80, bestPractices: 100 },
  metrics: {},
  opportunities: [],
  failingAudits,
  issuesCount: failingAudits.length,
  appliedFixes: [],
  verification: { status: 'skipped', before: null, after: null },
  context: null,
});

describe('buildStrategicPlan', () => {
  it('recommends an audit counted in two categories once, and projects both categories', () => {
    const plan = buildStrategicPlan(
      analysis([
        { id: 'image-alt', title: 'Image elements do not have [alt] attributes', category: 'accessibility', weight: 10, score: 0, gainPoints: 9 },
        { id: 'image-alt', title: 'Image elements do not have [alt] attributes', category: 'seo', weight: 1, score: 0, gainPoints: 5 },
        { id: 'link-text', title: 'Links do not have descriptive text', category: 'seo', weight: 1, score: 0, gainPoints: 12 },
      ]),
      'pt',
    );
    expect(plan.strategicRecommendations.map((item) => [item.id, item.category, item.gainPoints])).toEqual([
      ['image-alt', 'accessibility', 9],
      ['link-text', 'seo', 12],
    ]);
    expect(plan.projectedScores).toMatchObject({ accessibilityScore: 79, seoScore: 97 });
  });

  it('says there is nothing left to do when no audit fails', () => {
    const plan = buildStrategicPlan(analysis([]), 'en');
    expect(plan.strategicRecommendations).toEqual([]);
    expect(plan.roadmap).toEqual([]);
    expect(plan.estimatedImpact.trafficIncrease).toBe('No failing audit left: keep monitoring.');
  });
});
