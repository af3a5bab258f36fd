import type { AnalysisRecord } from '@otimiza/sdk/server';
import { completedAnalysisRecord } from '@otimiza/sdk/testing';
import { describe, expect, it } from 'vitest';
import { buildStrategicPlan } from './build-strategic-plan.js';

const analysis = (failingAudits: AnalysisRecord['failingAudits']): AnalysisRecord =>
  completedAnalysisRecord('https://padaria.com.br/', {
    id: 'a1',
    createdAt: '2026-11-20T12:00:00.000Z',
    completedAt: '2026-11-20T12:01:00.000Z',
    scores: { performance: 90, accessibility: 70, seo: 80, bestPractices: 100 },
    failingAudits,
    issuesCount: failingAudits.length,
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
  });

type FailingAudit = AnalysisRecord['failingAudits'][number];
/** Lighthouse counts image-alt in accessibility and in SEO: one audit, two categories. */
const imageAlt: FailingAudit[] = [
  { id: 'image-alt', title: 'Image elements do not have [alt] attributes', category: 'accessibility', weight: 10, score: 0, gainPoints: 9 },
  { id: 'image-alt', title: 'Image elements do not have [alt] attributes', category: 'seo', weight: 1, score: 0, gainPoints: 5 },
];
const linkText: FailingAudit = { id: 'link-text', title: 'Links do not have descriptive text', category: 'seo', weight: 1, score: 0, gainPoints: 12 };

describe('buildStrategicPlan', () => {
  it('recommends an audit counted in two categories once, and projects both categories', () => {
    const plan = buildStrategicPlan(analysis([...imageAlt, linkText]), 'pt');
    expect(plan.strategicRecommendations.map((item) => [item.id, item.category, item.gainPoints])).toEqual([
      ['image-alt', 'accessibility', 9],
      ['link-text', 'seo', 12],
    ]);
    expect(plan.projectedScores).toMatchObject({ accessibilityScore: 79, seoScore: 97 });
  });

  it('quotes Lighthouse’s title in the reader’s language, without Markdown backticks', () => {
    const audit = {
      id: 'html-has-lang',
      title: '`<html>` element does not have a `[lang]` attribute',
      titles: { pt: 'O elemento `<html>` não tem um atributo `[lang]`', en: '`<html>` element does not have a `[lang]` attribute' },
      category: 'accessibility' as const,
      weight: 7,
      score: 0,
      gainPoints: 7,
    };
    const [pt] = buildStrategicPlan(analysis([audit]), 'pt').strategicRecommendations;
    expect(pt!.description).toContain('A auditoria “O elemento <html> não tem um atributo [lang]” do Lighthouse');
    const [en] = buildStrategicPlan(analysis([audit]), 'en').strategicRecommendations;
    expect(en!.description).toContain('Lighthouse audit “<html> element does not have a [lang] attribute”');
    expect(`${pt!.title}${pt!.description}${en!.title}${en!.description}`).not.toContain('`');
  });

  it('walks the roadmap month by month to the plan’s one projection, counting every category an audit costs', () => {
    const plan = buildStrategicPlan(
      analysis([
        ...imageAlt,
        { id: 'largest-contentful-paint', title: 'Largest Contentful Paint', category: 'performance', weight: 25, score: 0.5, gainPoints: 6 },
        linkText,
      ]),
      'pt',
    );
    const seoSteps = plan.roadmap.flatMap((month) => month.deliverables.filter((line) => line.startsWith('SEO')));
    // SEO 80 + 5 (image-alt's SEO share, month 1) + 12 (link-text) = 97, the projection, not two separate '80 para …' lines.
    expect(seoSteps.at(-1)).toBe(`SEO de ${seoSteps.length > 1 ? 85 : 80} para cerca de ${plan.projectedScores.seoScore}`);
    expect(plan.projectedScores.seoScore).toBe(97);
    for (const [label, key] of [
      ['Acessibilidade', 'accessibilityScore'],
      ['Performance', 'performanceScore'],
    ] as const) {
      const last = plan.roadmap.flatMap((month) => month.deliverables.filter((line) => line.startsWith(label))).at(-1);
      expect(last).toMatch(new RegExp(`para cerca de ${plan.projectedScores[key]}$`));
    }
  });

  it('says there is nothing left to do when no audit fails', () => {
    const plan = buildStrategicPlan(analysis([]), 'en');
    expect(plan.strategicRecommendations).toEqual([]);
    expect(plan.roadmap).toEqual([]);
    expect(plan.estimatedImpact.trafficIncrease).toBe('No failing audit left: keep monitoring.');
  });
});
