import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { describe, expect, it } from 'vitest';
import { pageSpeedResultsOf } from './lighthouse-result-mapper.js';
import { fromEnglish, reportsByLanguage } from './lighthouse-locale.js';
import type { StoredPageSpeedResults } from '../data/stored-page-speed-results.js';
import { pageSpeedResultsIn } from './page-speed-view.js';

const require = createRequire(import.meta.url);
/** Lighthouse's own pt-BR catalog: the texts the Portuguese reader must get. */
const pt = JSON.parse(readFileSync(require.resolve('lighthouse/shared/localization/locales/pt.json'), 'utf8')) as Record<string, { message: string }>;
const ids = {
  renderBlockingTitle: 'node_modules/@paulirish/trace_engine/models/trace/insights/RenderBlocking.js | title',
  renderBlockingDescription: 'node_modules/@paulirish/trace_engine/models/trace/insights/RenderBlocking.js | description',
  imageAltFailure: 'core/audits/accessibility/image-alt.js | failureTitle',
  imageAltDescription: 'core/audits/accessibility/image-alt.js | description',
  fcpTitle: 'core/lib/i18n/i18n.js | firstContentfulPaintMetric',
  seconds: 'core/lib/i18n/i18n.js | seconds',
};

/** A report shaped as Lighthouse 13 writes it (English, with the paths of its messages), cut to the audits the mapping reads. */
function report(): LighthouseResult {
  return {
    lighthouseVersion: '13.5.0',
    fetchTime: '2026-11-23T12:00:00.000Z',
    configSettings: { locale: 'en-US' },
    categories: {
      performance: {
        id: 'performance',
        score: 0.6,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'render-blocking-insight', weight: 0 },
        ],
      },
      accessibility: { id: 'accessibility', score: 0.8, auditRefs: [{ id: 'image-alt', weight: 10 }] },
      seo: { id: 'seo', score: 1, auditRefs: [] },
      'best-practices': { id: 'best-practices', score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': {
        id: 'first-contentful-paint',
        title: 'First Contentful Paint',
        score: 0.6,
        scoreDisplayMode: 'numeric',
        numericValue: 1694.75,
        displayValue: '1.7 s',
      },
      'render-blocking-insight': {
        id: 'render-blocking-insight',
        title: 'Render-blocking requests',
        description:
          "Requests are blocking the page's initial render, which may delay LCP. [Deferring or inlining](https://developer.chrome.com/docs/performance/insights/render-blocking) can move these network requests out of the critical path.",
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { FCP: 300, LCP: 450 },
      },
      'image-alt': {
        id: 'image-alt',
        title: 'Image elements do not have `[alt]` attributes',
        description:
          'Informative elements should aim for short, descriptive alternate text. Decorative elements can be ignored with an empty alt attribute. [Learn more about the `alt` attribute](https://dequeuniversity.com/rules/axe/4.13/image-alt).',
        score: 0,
        scoreDisplayMode: 'binary',
      },
    },
    i18n: {
      rendererFormattedStrings: {},
      icuMessagePaths: {
        [ids.fcpTitle]: ['audits[first-contentful-paint].title'],
        [ids.seconds]: [{ values: { timeInMs: 1694.75 }, path: 'audits[first-contentful-paint].displayValue' }],
        [ids.renderBlockingTitle]: ['audits[render-blocking-insight].title'],
        [ids.renderBlockingDescription]: ['audits[render-blocking-insight].description'],
        [ids.imageAltFailure]: ['audits[image-alt].title'],
        [ids.imageAltDescription]: ['audits[image-alt].description'],
      },
    },
  } as unknown as LighthouseResult;
}

describe('the stored PageSpeed summary in both languages', () => {
  const stored = pageSpeedResultsOf(report(), 'mobile');

  it("keeps Lighthouse's own pt-BR texts beside the English ones", () => {
    const [opportunity] = stored.opportunities;
    expect(opportunity).toMatchObject({ id: 'render-blocking-insight', title: 'Render-blocking requests', savingsMs: 450 });
    expect(opportunity!.titles).toEqual({ pt: pt[ids.renderBlockingTitle]!.message, en: 'Render-blocking requests' });
    expect(opportunity!.titles!.pt).toBe('Solicitações que bloquearam a renderização');
    expect(opportunity!.descriptions!.pt).toBe(pt[ids.renderBlockingDescription]!.message);

    const imageAlt = stored.failingAudits!.find((audit) => audit.id === 'image-alt')!;
    expect(imageAlt).toMatchObject({ title: 'Image elements do not have `[alt]` attributes', category: 'accessibility', gainPoints: 100 });
    expect(imageAlt.titles).toEqual({ pt: pt[ids.imageAltFailure]!.message, en: 'Image elements do not have `[alt]` attributes' });
    expect(imageAlt.descriptions!.pt).toContain('[Saiba mais');
  });

  it('formats the metrics the way each language writes numbers', () => {
    expect(stored.metrics['first-contentful-paint']).toEqual({ value: 1694.75, display: '1.7 s', displays: { pt: '1,7\u00a0s', en: '1.7 s' }, score: 0.6 });
  });

  it('answers each reader in their language, with both kept', () => {
    const portuguese = pageSpeedResultsIn(stored, 'pt');
    const english = pageSpeedResultsIn(stored, 'en');
    expect(portuguese.opportunities[0]!.title).toBe('Solicitações que bloquearam a renderização');
    expect(english.opportunities[0]!.title).toBe('Render-blocking requests');
    expect(portuguese.metrics['first-contentful-paint']!.display).toBe('1,7\u00a0s');
    expect(english.metrics['first-contentful-paint']!.display).toBe('1.7 s');
    expect(portuguese.failingAudits![0]!.titles).toEqual(english.failingAudits![0]!.titles);
  });
});

describe('summaries stored in English only (before both languages were kept)', () => {
  const legacy: StoredPageSpeedResults = {
    strategy: 'desktop',
    lighthouseVersion: '13.5.0',
    fetchTime: '2026-11-20T12:00:00.000Z',
    metrics: { 'speed-index': { value: 900, display: '0.9 s', score: 1 } },
    opportunities: [
      { id: 'render-blocking-insight', title: 'Render-blocking requests', savingsMs: 300, savingsBytes: 0, score: 0 },
      { id: 'custom-audit', title: 'Something Lighthouse never said', savingsMs: 10, savingsBytes: 0, score: 0 },
    ],
    failingAudits: [
      { id: 'image-alt', title: 'Image elements do not have `[alt]` attributes', category: 'accessibility', weight: 10, score: 0, gainPoints: 20 },
    ],
  };

  it("reads in Portuguese through Lighthouse's catalog, and keeps what it cannot translate", () => {
    const portuguese = pageSpeedResultsIn(legacy, 'pt');
    expect(portuguese.opportunities.map((opportunity) => opportunity.title)).toEqual([
      'Solicitações que bloquearam a renderização',
      'Something Lighthouse never said',
    ]);
    expect(portuguese.failingAudits![0]!.title).toBe('Os elementos de imagem não têm atributos `[alt]`');
    expect(portuguese.opportunities[0]!.descriptions).toBeNull();
    // A display value has numbers in it: not in the catalog, so it stays as stored (the web formats the value itself).
    expect(portuguese.metrics['speed-index']).toEqual({ value: 900, display: '0.9 s', displays: null, score: 1 });
    expect(pageSpeedResultsIn(legacy, 'en').opportunities[0]!.title).toBe('Render-blocking requests');
  });

  it('translates only whole fixed texts', () => {
    expect(fromEnglish('Render-blocking requests')).toEqual({ pt: 'Solicitações que bloquearam a renderização', en: 'Render-blocking requests' });
    expect(fromEnglish('1.7 s')).toEqual({ pt: '1.7 s', en: '1.7 s' });
  });
});

describe('a report without the paths of its messages', () => {
  it('stays as it is in both languages', () => {
    const lhr = { ...report(), i18n: { rendererFormattedStrings: {} } } as unknown as LighthouseResult;
    const reports = reportsByLanguage(lhr);
    expect(reports.pt).toBe(lhr);
    expect(reports.en).toBe(lhr);
  });
});
