import { trendBetween } from '@otimiza/sdk/shared';
import { siteAuditCategories, type SiteRunComparison, type SiteScores } from '@otimiza/plugin-site-audit-shared';

/** The previous finished run of the same address and strategy, as the comparison needs it. */
export interface PreviousSiteRun {
  runId: string;
  finishedAt: string;
  scores: SiteScores;
}

/**
 * This run's site medians against the previous run's, category by category: the change, and the trend by the
 * product's run-to-run spread (a change within it is 'stable'). null where either run has no median.
 */
export function compareSiteRuns(current: SiteScores, previous: PreviousSiteRun): SiteRunComparison {
  const categories = Object.fromEntries(
    siteAuditCategories.map((category) => {
      const before = previous.scores[category].median;
      const after = current[category].median;
      const measured = before !== null && after !== null;
      return [category, { before, after, change: measured ? after - before : null, trend: measured ? trendBetween(before, after, category) : null }];
    }),
  ) as SiteRunComparison['categories'];
  return { previousRunId: previous.runId, previousFinishedAt: previous.finishedAt, categories };
}
