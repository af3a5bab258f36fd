import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

export const scoreCategories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const satisfies readonly (keyof AnalysisCategoryScores)[];

export interface ScoreDrop {
  category: keyof AnalysisCategoryScores;
  from: number;
  to: number;
}

/** Lighthouse's threshold of a passing audit (its report shows it green from 0.9). */
const PASSING = 0.9;
/** Audits with a score of their own; informative, manual and not-applicable ones have none to lose. */
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

/** The categories whose score fell by more than `margin` points, the largest fall first. */
export function scoreDropsOf(previous: AnalysisCategoryScores, current: AnalysisCategoryScores, margin: number): ScoreDrop[] {
  return scoreCategories
    .filter((category) => previous[category] - current[category] > margin)
    .map((category) => ({ category, from: previous[category], to: current[category] }))
    .sort((a, b) => b.from - b.to - (a.from - a.to));
}

/** The ids of the scored audits that passed in a Lighthouse report. */
export function passingAuditIdsOf(report: { audits: Record<string, { score: number | null; scoreDisplayMode?: string }> }): Set<string> {
  return new Set(
    Object.entries(report.audits)
      .filter(([, audit]) => audit.score !== null && audit.score >= PASSING && scoredModes.has(audit.scoreDisplayMode ?? ''))
      .map(([id]) => id),
  );
}

/**
 * The audits failing now that passed before, worst first: by the category points each costs,
 * then by its score. An audit counted in two categories is named once.
 */
export function worsenedAuditsOf(
  passedBefore: ReadonlySet<string>,
  failingNow: readonly { id: string; title: string; titles?: LocalizedText; score: number; gainPoints: number }[],
): { id: string; title: LocalizedText }[] {
  const worsened = failingNow.filter((audit) => passedBefore.has(audit.id)).sort((a, b) => b.gainPoints - a.gainPoints || a.score - b.score);
  const seen = new Set<string>();
  return worsened.flatMap((audit) => {
    if (seen.has(audit.id)) return [];
    seen.add(audit.id);
    return [{ id: audit.id, title: audit.titles ?? { pt: audit.title, en: audit.title } }];
  });
}
