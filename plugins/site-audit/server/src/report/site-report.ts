import type { SiteAuditReport, SiteAuditRunView, SitePageView } from '@otimiza/plugin-site-audit-shared';
import { byUrl } from './audited-pages.js';
import { failingAuditsAcross } from './failing-audits.js';
import { groupViewsOf } from './group-views.js';
import type { GroupProof, ReportPage } from './report-input.js';
import { compareSiteRuns, type PreviousSiteRun } from './run-comparison.js';
import { sitePageViewOf } from './site-page-view.js';
import { siteScoresOf } from './site-scores.js';

/** `GET /runs/:id/export.json`: the report and every page of the run, by address. */
export interface SiteReportJson {
  report: SiteAuditReport;
  pages: SitePageView[];
}

/**
 * The site report of a run from its stored pages and proofs, also while the run goes on (the figures are those of the
 * pages audited so far); compared with the previous finished run of the same address and strategy when there is one.
 */
export function buildSiteReport(
  run: SiteAuditRunView,
  pages: readonly ReportPage[],
  proofs: readonly GroupProof[],
  previous?: PreviousSiteRun | null,
): SiteAuditReport {
  const scores = siteScoresOf(pages);
  return {
    run,
    scores,
    failingAudits: failingAuditsAcross(pages),
    groups: groupViewsOf(pages, proofs),
    comparison: previous ? compareSiteRuns(scores, previous) : null,
  };
}

export function siteReportJson(report: SiteAuditReport, pages: readonly ReportPage[]): SiteReportJson {
  return { report, pages: [...pages].sort(byUrl).map(sitePageViewOf) };
}
