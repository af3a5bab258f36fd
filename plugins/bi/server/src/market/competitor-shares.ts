import type { StoredCompetitorAnalysis } from '@otimiza/plugin-ai-tools-contract';
import type { CategoryKey, CompetitorView } from '@otimiza/plugin-bi-shared';

const categories: CategoryKey[] = ['performance', 'seo', 'accessibility', 'bestPractices'];
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
/** A competitor's average score moving less than this between its first and latest analysis is stable. */
const STABLE_POINTS = 3;

/**
 * Competitors from the workspace's competitor analyses: in each analysis every
 * category is a contest between the workspace's page and the competitors, won by the highest
 * score (ties split). A competitor's share is the contests it won over all contests; its scores
 * are averages; its strengths its two best categories; its trend the change of its average score
 * from its first to its latest analysis.
 */
export function competitorShares(analyses: readonly StoredCompetitorAnalysis[]): { items: CompetitorView[]; ownShare: number | null } {
  const wins = new Map<string, number>();
  let own = 0;
  let contests = 0;
  const seen = new Map<string, { at: Date; scores: Record<CategoryKey, number> }[]>();
  for (const analysis of analyses) {
    for (const category of categories) {
      const sites = [
        { domain: null as string | null, score: analysis.target.scores[category] },
        ...analysis.competitors.map((site) => ({ domain: site.domain, score: site.scores[category] })),
      ];
      const best = Math.max(...sites.map((site) => site.score));
      const winners = sites.filter((site) => site.score === best);
      contests += 1;
      for (const winner of winners) {
        if (winner.domain === null) own += 1 / winners.length;
        else wins.set(winner.domain, (wins.get(winner.domain) ?? 0) + 1 / winners.length);
      }
    }
    for (const site of analysis.competitors) seen.set(site.domain, [...(seen.get(site.domain) ?? []), { at: analysis.completedAt, scores: site.scores }]);
  }
  const items = [...seen.entries()].map(([domain, visits]): CompetitorView => {
    const ordered = [...visits].sort((a, b) => a.at.getTime() - b.at.getTime());
    const scores = Object.fromEntries(
      categories.map((category) => [category, round(ordered.reduce((total, visit) => total + visit.scores[category], 0) / ordered.length)]),
    ) as Record<CategoryKey, number>;
    const average = (visit: (typeof ordered)[number]) => categories.reduce((total, category) => total + visit.scores[category], 0) / categories.length;
    const change = ordered.length > 1 ? round(average(ordered.at(-1)!) - average(ordered[0]!)) : null;
    return {
      domain,
      analyses: ordered.length,
      marketShare: contests > 0 ? round(((wins.get(domain) ?? 0) / contests) * 100) : 0,
      scores,
      strengths: [...categories].sort((a, b) => scores[b] - scores[a]).slice(0, 2),
      change,
      trend: change === null ? null : change >= STABLE_POINTS ? 'improving' : change <= -STABLE_POINTS ? 'declining' : 'stable',
      revenue: null,
    };
  });
  items.sort((a, b) => b.marketShare - a.marketShare || b.analyses - a.analyses || a.domain.localeCompare(b.domain));
  return { items, ownShare: contests > 0 ? round((own / contests) * 100) : null };
}
