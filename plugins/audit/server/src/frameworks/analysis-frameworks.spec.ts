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
    expect(outcomes.filter((each) => each.status === 'passed')).toHaveLength(seoBasicsFramework.checks.length - 1);
  });

  it('has no data without an analysis', () => {
    expect(new Set(seoBasicsFramework.evaluate(site(null)).map((each) => each.status))).toEqual(new Set(['no_data']));
  });
});
