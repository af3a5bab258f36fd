import type { HostBrand } from '@otimiza/sdk/shared';
import { sharedWorstPagesLimit, siteAuditCategories, type PublicSiteAuditReport, type SiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { auditedPages, byUrl, type AuditedPage, type ReportPage } from '../report/index.js';

const meanScore = (page: AuditedPage) => siteAuditCategories.reduce((sum, category) => sum + page.scores[category], 0) / siteAuditCategories.length;

/** The audited pages with the lowest mean of their four scores, ties by address; at most `limit`. */
export function worstPagesOf(pages: readonly ReportPage[], limit = sharedWorstPagesLimit): PublicSiteAuditReport['worstPages'] {
  return auditedPages(pages)
    .map((page) => ({ page, mean: meanScore(page) }))
    .sort((a, b) => a.mean - b.mean || byUrl(a.page, b.page))
    .slice(0, limit)
    .map(({ page }) => ({ url: page.url, group: page.group, scores: page.scores, failingAudits: [...new Set(page.failingAudits.map((audit) => audit.id))] }));
}

/**
 * The site report as a visitor of its share link reads it: the same figures without an id of the
 * workspace's rows (run, pages, analyses, the previous run), the worst pages instead of the whole
 * table, and `brand` (the white-label brand in force, its logo already under the link's address).
 */
export function toPublicSiteReport(
  { run, scores, failingAudits, groups, comparison }: SiteAuditReport,
  pages: readonly ReportPage[],
  { brand, sharedAt }: { brand: HostBrand | null; sharedAt: Date },
): PublicSiteAuditReport {
  const { discovered, toAudit, audited, failed } = run.progress;
  return {
    run: {
      url: run.url,
      origin: run.origin,
      pathPrefix: run.pathPrefix,
      strategy: run.strategy,
      samplePerGroup: run.samplePerGroup,
      auditAll: run.auditAll,
      status: run.status,
      pageCap: run.pageCap,
      overCap: run.overCap,
      error: run.error,
      createdAt: run.createdAt,
      finishedAt: run.finishedAt,
      progress: { discovered, toAudit, audited, failed },
    },
    scores: Object.fromEntries(
      siteAuditCategories.map((category) => {
        const { median, worst } = scores[category];
        return [category, { median, worst: worst && { score: worst.score, url: worst.url } }];
      }),
    ) as PublicSiteAuditReport['scores'],
    failingAudits: failingAudits.map(({ examples, ...audit }) => ({ ...audit, examples: examples.map(({ url }) => ({ url })) })),
    groups: groups.map(({ samples, proof, ...group }) => ({
      ...group,
      samples: samples.map(({ url, status }) => ({ url, status })),
      proof: proof && { status: proof.status, before: proof.before, after: proof.after, fixes: proof.fixes },
    })),
    comparison: comparison && { previousFinishedAt: comparison.previousFinishedAt, categories: comparison.categories },
    worstPages: worstPagesOf(pages),
    brand,
    sharedAt: sharedAt.toISOString(),
  };
}
