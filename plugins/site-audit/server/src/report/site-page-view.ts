import type { SitePageView } from '@otimiza/plugin-site-audit-shared';
import type { ReportPage } from './report-input.js';

/** A page as the pages table and the exports show it: its failing audits as ids, each once, in the order stored. */
export function sitePageViewOf(page: ReportPage): SitePageView {
  return {
    id: page.pageId,
    url: page.url,
    group: page.group,
    status: page.status,
    analysisId: page.analysisId,
    scores: page.scores,
    failingAudits: [...new Set(page.failingAudits.map((audit) => audit.id))],
    error: page.error,
  };
}
