import { describe, expect, it } from 'vitest';
import { partnerBrand } from '@otimiza/sdk/testing';
import { buildSiteReport } from '../report/index.js';
import { casaVerdePages, casaVerdeProofs, casaVerdeRun, octoberRun, origin } from '../report/site-report.fixture.js';
import { toPublicSiteReport, worstPagesOf } from './public-site-report.js';

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const brand = { ...partnerBrand, logoUrl: '/api/public/site-audits/abc/logo?v=1', hideProductBrand: true };

describe('toPublicSiteReport', () => {
  const report = buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs, octoberRun);
  const sharedAt = new Date('2026-11-29T10:00:00.000Z');

  it('keeps the figures of the site report and leaves out every id of the workspace’s rows', () => {
    const shared = toPublicSiteReport(report, casaVerdePages, { brand, sharedAt });
    expect(JSON.stringify(shared)).not.toMatch(uuid);
    // The run as the workspace reads it, but for its id, its progress's run id, status and ETA, and the discovery's detail.
    const { id: _id, progress: _progress, discovery: _discovery, ...kept } = casaVerdeRun;
    expect(shared.run).toEqual({ ...kept, progress: { discovered: 12, toAudit: 8, audited: 7, failed: 1 } });
    expect(shared.scores.performance).toEqual({ median: report.scores.performance.median, worst: { score: 47, url: `${origin}/produtos/regador-metal` } });
    expect(shared.failingAudits.map(({ id, pages, of, priority }) => ({ id, pages, of, priority }))).toEqual(
      report.failingAudits.map(({ id, pages, of, priority }) => ({ id, pages, of, priority })),
    );
    expect(shared.failingAudits[0]!.examples[0]).toEqual({ url: report.failingAudits[0]!.examples[0]!.url });
    const products = shared.groups[0]!;
    expect(products.samples).toContainEqual({ url: `${origin}/produtos/tesoura-poda`, status: 'failed' });
    expect(products.proof).toEqual({
      status: 'completed',
      before: report.groups[0]!.proof!.before,
      after: report.groups[0]!.proof!.after,
      fixes: [],
    });
    expect(shared.comparison).toEqual({ previousFinishedAt: octoberRun.finishedAt, categories: report.comparison!.categories });
    expect(shared.brand).toBe(brand);
    expect(shared.sharedAt).toBe('2026-11-29T10:00:00.000Z');
  });

  it('has no comparison for a first run and the product’s look without a brand', () => {
    const first = toPublicSiteReport(buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs), casaVerdePages, { brand: null, sharedAt });
    expect(first.comparison).toBeNull();
    expect(first.brand).toBeNull();
  });
});

describe('worstPagesOf', () => {
  it('lists the audited pages by the mean of their four scores, lowest first, with their failing audits once', () => {
    const worst = worstPagesOf(casaVerdePages);
    // Means 75, 81.75, 84.25, 87.25, 90.25, 91.25, 94.25; the failed, sampled-out and over-cap pages have none.
    expect(worst.map((page) => page.url.slice(origin.length))).toEqual([
      '/produtos/regador-metal',
      '/produtos/adubo-organico',
      '/produtos/muda-lavanda',
      '/blog/horta-na-varanda',
      '/blog/como-regar-suculentas',
      '/lojas/recife',
      '/lojas/campinas',
    ]);
    expect(worst[0]).toEqual({
      url: `${origin}/produtos/regador-metal`,
      group: '/produtos/:slug',
      scores: { performance: 47, accessibility: 74, seo: 83, bestPractices: 96 },
      failingAudits: ['image-alt', 'target-size', 'color-contrast', 'meta-description', 'errors-in-console', 'render-blocking-resources'],
    });
  });

  it('keeps at most the limit, and orders pages of the same mean by address', () => {
    expect(worstPagesOf(casaVerdePages, 2).map((page) => page.url)).toEqual([`${origin}/produtos/regador-metal`, `${origin}/produtos/adubo-organico`]);
    const twins = casaVerdePages.map((page) =>
      page.url.endsWith('/lojas/recife') ? { ...page, scores: { performance: 82, accessibility: 95, seo: 100, bestPractices: 100 } } : page,
    );
    expect(
      worstPagesOf(twins)
        .slice(-2)
        .map((page) => page.url),
    ).toEqual([`${origin}/lojas/campinas`, `${origin}/lojas/recife`]);
    expect(worstPagesOf([])).toEqual([]);
  });
});
