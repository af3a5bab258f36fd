import { describe, expect, it } from 'vitest';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';
import type { StoredSiteRun } from '../data/audit-report.entity.js';
import type { CheckResult } from '../data/check-result.entity.js';
import { siteReportView, siteSourceView } from './site-report-view.js';

const siteRun: StoredSiteRun = {
  runId: 'run-1',
  url: 'https://loja.example.com.br/',
  strategy: 'mobile',
  pagesInRun: 120,
  pageLimit: 50,
  pages: [
    { url: 'https://loja.example.com.br/', group: '/', analysisId: 'a-1' },
    { url: 'https://loja.example.com.br/produtos/rosas', group: '/produtos/:slug', analysisId: 'a-2' },
    { url: 'https://loja.example.com.br/produtos/lirios', group: '/produtos/:slug', analysisId: 'a-3' },
  ],
};

let ids = 0;
function result(url: string, checkId: string, status: CheckResult['status'], severity: CheckResult['severity'] = 'medium'): CheckResult {
  ids += 1;
  return {
    id: `r-${ids}`,
    url,
    checkId,
    status,
    severity,
    frameworkId: checkId.startsWith('lgpd') ? 'lgpd' : 'wcag-22',
    frameworkType: checkId.startsWith('lgpd') ? 'privacy' : 'accessibility',
    clause: checkId,
    evidence: [],
    fixerCorrects: false,
  } as unknown as CheckResult;
}

describe('a report over a site audit, check by check', () => {
  it('counts each check’s pages, scores the decided ones, lists failing pages first with their group, and orders checks by pages failed', () => {
    const [home, roses, lilies] = siteRun.pages.map((page) => page.url) as [string, string, string];
    const view = siteReportView(
      siteRun,
      [
        result(roses, 'image-alt', 'failed', 'critical'),
        result(home, 'image-alt', 'passed'),
        result(lilies, 'image-alt', 'failed', 'high'),
        result(home, 'lgpd-privacy-policy', 'failed', 'high'),
        result(roses, 'lgpd-privacy-policy', 'no_data'),
        result(home, 'label', 'passed'),
      ],
      new FrameworkRegistry(),
    );
    expect(view.checks.map((check) => [check.checkId, check.failed, check.passed, check.noData, check.score])).toEqual([
      ['image-alt', 2, 1, 0, 33],
      ['lgpd-privacy-policy', 1, 0, 1, 0],
      ['label', 0, 1, 0, 100],
    ]);
    const alt = view.checks[0]!;
    // The most severe failure found on a page, and the check's own title from the registry.
    expect(alt.severity).toBe('critical');
    expect(alt.title.pt).not.toBe('image-alt');
    expect(alt.pages.map((page) => [page.url, page.status, page.group])).toEqual([
      [lilies, 'failed', '/produtos/:slug'],
      [roses, 'failed', '/produtos/:slug'],
      [home, 'passed', '/'],
    ]);
    expect(view.pages).toEqual(siteRun.pages.map(({ url, group }) => ({ url, group })));
    expect(siteSourceView(siteRun)).toEqual({ runId: 'run-1', url: siteRun.url, strategy: 'mobile', pagesInRun: 120, pagesCovered: 3, pageLimit: 50 });
  });

  it('gives a check no page could decide no score', () => {
    const view = siteReportView(siteRun, [result(siteRun.pages[0]!.url, 'color-contrast', 'no_data')], new FrameworkRegistry());
    expect(view.checks[0]).toMatchObject({ passed: 0, failed: 0, noData: 1, score: null });
  });
});
