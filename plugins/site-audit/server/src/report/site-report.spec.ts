import { describe, expect, it } from 'vitest';
import { failingAuditsAcross } from './failing-audits.js';
import { groupViewsOf } from './group-views.js';
import { compareSiteRuns } from './run-comparison.js';
import { casaVerdePages, casaVerdeProofs, casaVerdeRun, octoberRun, origin, pageAt } from './site-report.fixture.js';
import { buildSiteReport, siteReportJson } from './site-report.js';
import { siteScoresOf } from './site-scores.js';

describe('buildSiteReport', () => {
  it('puts the run, its site scores, failing audits, groups and the comparison with the previous run together', () => {
    const report = buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs, octoberRun);
    expect(report).toEqual({
      run: casaVerdeRun,
      scores: siteScoresOf(casaVerdePages),
      failingAudits: failingAuditsAcross(casaVerdePages),
      groups: groupViewsOf(casaVerdePages, casaVerdeProofs),
      comparison: compareSiteRuns(siteScoresOf(casaVerdePages), octoberRun),
    });
    // The figures a reader checks first.
    expect(report.scores.performance.median).toBe(69);
    expect(report.failingAudits[0]).toMatchObject({ id: 'image-alt', pages: 4, of: 7 });
    expect(report.groups.map((group) => `${group.shape} ${group.audited}/${group.pages}`)).toEqual([
      '/produtos/:slug 3/6',
      '/blog/:slug 2/4',
      '/lojas/:slug 2/2',
    ]);
    expect(report.comparison?.categories.seo).toEqual({ before: 84, after: 92, change: 8, trend: 'improving' });
  });

  it('has no comparison for a first run, and a report with empty figures while nothing is audited', () => {
    expect(buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs).comparison).toBeNull();
    expect(buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs, null).comparison).toBeNull();
    const discovering = { ...casaVerdeRun, status: 'discovering' as const, finishedAt: null };
    expect(buildSiteReport(discovering, [], [])).toEqual({
      run: discovering,
      scores: siteScoresOf([]),
      failingAudits: [],
      groups: [],
      comparison: null,
    });
  });
});

describe('siteReportJson', () => {
  it('is the report and every page by address, failing audits as ids', () => {
    const report = buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs, octoberRun);
    const json = siteReportJson(report, casaVerdePages);
    expect(json.report).toBe(report);
    expect(json.pages).toHaveLength(12);
    expect(json.pages.map((page) => page.url.slice(origin.length))).toEqual([
      '/blog/adubacao-de-primavera',
      '/blog/como-regar-suculentas',
      '/blog/horta-na-varanda',
      '/blog/poda-de-inverno',
      '/lojas/campinas',
      '/lojas/recife',
      '/produtos/adubo-organico',
      '/produtos/muda-lavanda',
      '/produtos/regador-metal',
      '/produtos/terra-vegetal',
      '/produtos/tesoura-poda',
      '/produtos/vaso-ceramica',
    ]);
    const lavanda = pageAt('/produtos/muda-lavanda');
    expect(json.pages[7]).toEqual({
      id: lavanda.pageId,
      url: `${origin}/produtos/muda-lavanda`,
      group: '/produtos/:slug',
      status: 'completed',
      analysisId: lavanda.analysisId,
      scores: { performance: 64, accessibility: 81, seo: 92, bestPractices: 100 },
      failingAudits: ['image-alt', 'target-size', 'render-blocking-resources', 'unsized-images'],
      error: null,
    });
    expect(json.pages[10]).toMatchObject({
      status: 'failed',
      analysisId: null,
      scores: null,
      failingAudits: [],
      error: pageAt('/produtos/tesoura-poda').error,
    });
    // What the export writes reads back the same.
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});
