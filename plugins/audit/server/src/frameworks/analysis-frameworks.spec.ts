import { describe, expect, it } from 'vitest';
import { analysisOf } from '../testing/page-inspection.fixture.js';
import { seoBasicsFramework } from './content/seo-basics.framework.js';
import { coreWebVitalsFramework } from './performance/core-web-vitals.framework.js';

const site = (analysis: ReturnType<typeof analysisOf> | null) => ({ url: 'https://loja.example.com.br/', inspection: null, analysis });

describe('core-web-vitals', () => {
  it('compares each vital with its budget and shows the metric as evidence', () => {
    const outcomes = coreWebVitalsFramework.evaluate(
      site(analysisOf({ 'largest-contentful-paint': 3100, 'cumulative-layout-shift': 0.05, 'total-blocking-time': 200 })),
    );
    expect(outcomes.map((each) => [each.checkId, each.status])).toEqual([
      ['largest-contentful-paint', 'failed'],
      ['cumulative-layout-shift', 'passed'],
      ['total-blocking-time', 'passed'],
    ]);
    expect(outcomes[0]!.evidence).toEqual([
      { kind: 'metric', url: 'https://loja.example.com.br/', metric: { id: 'largest-contentful-paint', value: 3100, budget: 2500, unit: 'ms' } },
    ]);
  });

  it('has no data without an analysis, or for a metric the analysis did not measure', () => {
    expect(coreWebVitalsFramework.evaluate(site(null)).map((each) => each.status)).toEqual(['no_data', 'no_data', 'no_data']);
    expect(coreWebVitalsFramework.evaluate(site(analysisOf({ 'largest-contentful-paint': 1200 })))[1]!.status).toBe('no_data');
  });
});

describe('seo-basics', () => {
  it('fails the audits the latest analysis failed and passes the others', () => {
    const outcomes = seoBasicsFramework.evaluate(site(analysisOf({}, ['meta-description', 'unused-javascript'])));
    expect(outcomes.filter((each) => each.status === 'failed').map((each) => each.checkId)).toEqual(['meta-description']);
    expect(outcomes.find((each) => each.checkId === 'meta-description')!.evidence[0]!.note).toEqual({
      pt: 'meta-description falhou',
      en: 'meta-description failed',
    });
    const passedChecks = outcomes.filter((each) => each.status === 'passed');
    expect(passedChecks).toHaveLength(seoBasicsFramework.checks.length - 1);
    // A pass names the analysis it comes from.
    expect(passedChecks[0]!.evidence).toEqual([
      {
        kind: 'page',
        url: 'https://loja.example.com.br/',
        note: {
          pt: 'Não está entre as auditorias reprovadas da análise de 2026-11-26 (SEO 80).',
          en: 'Not among the failed audits of the analysis of 2026-11-26 (SEO 80).',
        },
      },
    ]);
  });

  it('has no data when the analysis carries no list of failing audits, unless its SEO score says every SEO audit passed', () => {
    // Stored before the list was kept: empty, with an SEO score that says something failed.
    const withoutList = seoBasicsFramework.evaluate(site(analysisOf({}, [])));
    expect(new Set(withoutList.map((each) => each.status))).toEqual(new Set(['no_data']));
    expect(withoutList[0]!.evidence[0]!.note!.en).toContain('did not keep which SEO audits failed');
    const perfect = { ...analysisOf({}, []), scores: { performance: 80, accessibility: 80, seo: 100, bestPractices: 80 } };
    expect(new Set(seoBasicsFramework.evaluate(site(perfect)).map((each) => each.status))).toEqual(new Set(['passed']));
  });

  it('has no data without an analysis', () => {
    expect(new Set(seoBasicsFramework.evaluate(site(null)).map((each) => each.status))).toEqual(new Set(['no_data']));
  });
});
