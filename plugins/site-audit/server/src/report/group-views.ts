import { siteAuditCategories, type SiteCategoryScores, type SiteGroupView, type SitePageStatus } from '@otimiza/plugin-site-audit-shared';
import { byCodeUnits } from '../grouping/route-shape.js';
import { auditedPages, byUrl } from './audited-pages.js';
import { medianScore } from './median-score.js';
import type { GroupProof, ReportPage } from './report-input.js';

/** The statuses of a page chosen to stand for its group: audited, on its way, or failed after its retries. */
const chosenForAudit: readonly SitePageStatus[] = ['completed', 'queued', 'failed'];

function groupScores(pages: readonly ReportPage[]): Partial<SiteCategoryScores> {
  const audited = auditedPages(pages);
  const scores: Partial<SiteCategoryScores> = {};
  for (const category of siteAuditCategories) {
    const median = medianScore(audited.map((page) => page.scores[category]));
    if (median !== null) scores[category] = median;
  }
  return scores;
}

/**
 * Each template group of the run: its pages (every status), the audited ones, its samples (the pages chosen for an
 * audit, by address), its scores (the median of its audited pages per category, a category without data left out)
 * and the fixer's proof on it. The largest groups first, then by shape.
 */
export function groupViewsOf(pages: readonly ReportPage[], proofs: readonly GroupProof[]): SiteGroupView[] {
  const members = new Map<string, ReportPage[]>();
  for (const page of pages) {
    const group = members.get(page.group);
    if (group) group.push(page);
    else members.set(page.group, [page]);
  }
  return [...members]
    .map(([shape, groupPages]) => {
      const proof = proofs.find((each) => each.group === shape);
      return {
        shape,
        pages: groupPages.length,
        audited: auditedPages(groupPages).length,
        samples: groupPages
          .filter((page) => chosenForAudit.includes(page.status))
          .sort(byUrl)
          .map(({ url, pageId, status, analysisId }) => ({ url, pageId, status, analysisId })),
        scores: groupScores(groupPages),
        proof: proof ? { analysisId: proof.analysisId, status: proof.status, before: proof.before, after: proof.after, fixes: proof.fixes ?? [] } : null,
      };
    })
    .sort((a, b) => b.pages - a.pages || byCodeUnits(a.shape, b.shape));
}
