import { severities, type CheckStatus, type SiteCheckView, type SiteReportSource, type SiteReportView } from '@otimiza/plugin-audit-shared';
import type { FrameworkRegistry } from '../frameworks/framework-registry.js';
import type { StoredSiteRun } from '../data/audit-report.entity.js';
import type { CheckResult } from '../data/check-result.entity.js';

const statusOrder: Record<CheckStatus, number> = { failed: 0, no_data: 1, passed: 2 };

export function siteSourceView(siteRun: StoredSiteRun): SiteReportSource {
  return {
    runId: siteRun.runId,
    url: siteRun.url,
    strategy: siteRun.strategy,
    pagesInRun: siteRun.pagesInRun,
    pagesCovered: siteRun.pages.length,
    pageLimit: siteRun.pageLimit,
  };
}

/**
 * A report over a site audit, check by check: the stored result of each page (one row per page and
 * check) counted and listed. A check that did not apply to a page (no axe node for it) has no row
 * there and is not counted for it.
 */
export function siteReportView(siteRun: StoredSiteRun, results: readonly CheckResult[], registry: FrameworkRegistry): SiteReportView {
  const groupOf = new Map(siteRun.pages.map((page) => [page.url, page.group]));
  const byCheck = new Map<string, CheckResult[]>();
  for (const result of results) {
    const key = `${result.frameworkId}\u0000${result.checkId}`;
    byCheck.set(key, [...(byCheck.get(key) ?? []), result]);
  }
  const checks = [...byCheck.values()].map((rows): SiteCheckView => {
    const [first] = rows as [CheckResult, ...CheckResult[]];
    const count = (status: CheckStatus) => rows.filter((row) => row.status === status).length;
    const [passed, failed, noData] = [count('passed'), count('failed'), count('no_data')];
    const failing = rows.filter((row) => row.status === 'failed');
    const definition = registry.check(first.frameworkId, first.checkId);
    return {
      frameworkId: first.frameworkId,
      checkId: first.checkId,
      title: definition?.title ?? { pt: first.checkId, en: first.checkId },
      clause: first.clause,
      severity: failing.length > 0 ? mostSevere(failing.map((row) => row.severity)) : (definition?.severity ?? first.severity),
      passed,
      failed,
      noData,
      score: passed + failed > 0 ? Math.round((passed / (passed + failed)) * 100) : null,
      pages: rows
        .map((row) => ({ url: row.url, group: groupOf.get(row.url) ?? '', status: row.status, resultId: row.id }))
        .sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || a.url.localeCompare(b.url)),
    };
  });
  checks.sort(
    (a, b) =>
      b.failed - a.failed ||
      severities.indexOf(a.severity) - severities.indexOf(b.severity) ||
      a.frameworkId.localeCompare(b.frameworkId) ||
      a.checkId.localeCompare(b.checkId),
  );
  return { pages: siteRun.pages.map(({ url, group }) => ({ url, group })), checks };
}

function mostSevere(found: readonly CheckResult['severity'][]): CheckResult['severity'] {
  return severities.find((severity) => found.includes(severity)) ?? 'low';
}
