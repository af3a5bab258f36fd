import { siteAuditCategories, type SiteAuditCategory, type SiteCategoryFigure, type SiteScores } from '@otimiza/plugin-site-audit-shared';
import { auditedPages, byUrl, type AuditedPage } from './audited-pages.js';
import type { ReportPage } from './report-input.js';
import { medianScore } from './median-score.js';

function figureOf(pages: readonly AuditedPage[], category: SiteAuditCategory): SiteCategoryFigure {
  // Address order first, so that the first lowest score found is the first page by address among the ties.
  const worst = [...pages]
    .sort(byUrl)
    .reduce<AuditedPage | null>((lowest, page) => (!lowest || page.scores[category] < lowest.scores[category] ? page : lowest), null);
  return {
    median: medianScore(pages.map((page) => page.scores[category])),
    worst: worst && { score: worst.scores[category], url: worst.url, pageId: worst.pageId },
  };
}

/**
 * The site's scores: per category the median over the audited pages (see medianScore for its rounding) and the worst
 * page, the lowest score, ties going to the first page by address. Without an audited page both are null.
 */
export function siteScoresOf(pages: readonly ReportPage[]): SiteScores {
  const audited = auditedPages(pages);
  return Object.fromEntries(siteAuditCategories.map((category) => [category, figureOf(audited, category)])) as SiteScores;
}
