import { siteAuditCategories, type SiteCategoryScores } from '@otimiza/plugin-site-audit-shared';
import { medianScore } from '../report/median-score.js';

/** Each category's median over the pages' scores; a category no page has is absent. */
export function medianScores(pages: readonly SiteCategoryScores[]): Partial<SiteCategoryScores> {
  const medians: Partial<SiteCategoryScores> = {};
  for (const category of siteAuditCategories) {
    const median = medianScore(pages.map((scores) => scores[category]));
    if (median !== null) medians[category] = median;
  }
  return medians;
}
