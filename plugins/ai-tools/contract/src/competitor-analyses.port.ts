/** The four Lighthouse category scores of one audited site, 0–100. */
export interface CompetitorScores {
  performance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
}

/** One site of a stored competitor analysis: the workspace's own page or a competitor's. */
export interface ComparedSite {
  /** The host without `www.` (`loja.com.br`), how competitors are told apart across analyses. */
  domain: string;
  url: string;
  scores: CompetitorScores;
}

/** A completed competitor analysis as other plugins read it: its sites' scores, nothing written by an AI. */
export interface StoredCompetitorAnalysis {
  id: string;
  completedAt: Date;
  target: ComparedSite;
  /** The competitors whose audit succeeded (failed ones are left out). */
  competitors: ComparedSite[];
}

/**
 * The workspace's completed competitor analyses (the AI tools' comparison of its page with its
 * competitors'), for plugins that summarise them (business intelligence's market tab). Reads are
 * scoped to the given workspace. Provided by the ai-tools plugin: inject it with `@Optional()`,
 * it is absent when that plugin is not mounted.
 */
export abstract class CompetitorAnalysesPort {
  /** Completed analyses completed at or after `since` (all when omitted), newest first, at most `limit` (default 200). */
  abstract listOf(workspaceId: string, options?: { since?: Date; limit?: number }): Promise<StoredCompetitorAnalysis[]>;
}
