import type { MetricName } from '@otimiza/sdk/shared';
import type { MetricSample } from '@otimiza/sdk/server';
import { verificationSummary } from '@otimiza/plugin-analysis-shared';

/** What the metric store needs of a completed analysis (read by `analysisMetricFacts`, from the event or the backfill). */
export interface AnalysisMetricFacts {
  id: string;
  workspaceId: string;
  url: string;
  strategy: string;
  /** When it completed, on its own clock (a demo analysis lives in its past). */
  completedAt: Date;
  scores: { performance: number | null; accessibility: number | null; seo: number | null; bestPractices: number | null };
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  failingAudits: number | null;
  /** The category of each fix applied (one entry per fix). */
  fixCategories: string[];
  /** The business type of the page (analysis context), 'unknown' or null when none was recognised. */
  businessTypeId: string | null;
  /**
   * The proof: the fixed page's scores, and the original's re-measured at the proof's moment when the
   * proof audited it again (`baseline`, see proof/proof-baseline.ts), which the gain is read against then.
   */
  verified: { scores: VerifiedScores; at: Date; baseline?: VerifiedScores | null } | null;
}

type VerifiedScores = { performance: number; accessibility: number; seo: number; bestPractices: number };

const scoreMetrics = [
  ['score.performance', 'performance'],
  ['score.accessibility', 'accessibility'],
  ['score.seo', 'seo'],
  ['score.best-practices', 'bestPractices'],
] as const;

/** The site's business type as the cohorts group it: none when the page's was not recognised. */
export const segmentOf = (businessTypeId: string | null): string | null => (businessTypeId && businessTypeId !== 'unknown' ? businessTypeId : null);

/**
 * The samples of a completed analysis, per site (its URL) and strategy (the dimension of the
 * scores, vitals and audits): the four scores, LCP/CLS/TBT, the failing audits, one completed
 * analysis and the fixes applied per category. Each under `analysis:<id>:<metric>[:<category>]`,
 * so the event and the backfill record it once between them.
 */
export function completedAnalysisSamples(facts: AnalysisMetricFacts): MetricSample[] {
  const base = { workspaceId: facts.workspaceId, site: facts.url, at: facts.completedAt, segment: segmentOf(facts.businessTypeId) };
  const samples: MetricSample[] = [];
  const add = (metric: MetricName, value: number | null, dimension = facts.strategy, key: string = metric) => {
    if (value === null || !Number.isFinite(value)) return;
    samples.push({ ...base, metric, value, dimension, sourceKey: `analysis:${facts.id}:${key}` });
  };
  for (const [metric, category] of scoreMetrics) add(metric, facts.scores[category]);
  add('vitals.lcp', facts.lcpMs);
  add('vitals.cls', facts.cls);
  add('vitals.tbt', facts.tbtMs);
  add('audits.failing', facts.failingAudits);
  add('analyses.completed', 1);
  const fixesPerCategory = new Map<string, number>();
  for (const category of facts.fixCategories) fixesPerCategory.set(category, (fixesPerCategory.get(category) ?? 0) + 1);
  for (const [category, count] of fixesPerCategory) add('fixes.applied', count, category, `fixes.applied:${category}`);
  return samples;
}

/** The points a verified improvement gained (the proof's scores minus the analysis', summed over the four categories), on the day it was measured. */
export function verifiedGainSamples(facts: AnalysisMetricFacts): MetricSample[] {
  if (!facts.verified) return [];
  const measured = facts.scores;
  if (scoreMetrics.some(([, category]) => measured[category] === null)) return [];
  const before = facts.verified.baseline ?? (measured as VerifiedScores);
  // The proof card's own reading: a change within the run-to-run spread is 'estável' and gains nothing.
  const gain = verificationSummary(before, facts.verified.scores, [])
    .categories.filter((entry) => entry.verdict !== 'stable')
    .reduce((sum, entry) => sum + (entry.to - entry.from), 0);
  return [
    {
      workspaceId: facts.workspaceId,
      metric: 'gains.verified',
      site: facts.url,
      dimension: facts.strategy,
      value: gain,
      at: facts.verified.at,
      segment: segmentOf(facts.businessTypeId),
      sourceKey: `analysis:${facts.id}:gains.verified`,
    },
  ];
}
