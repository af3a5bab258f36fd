import { randomUUID } from 'node:crypto';
import type { AnalysisCategoryScores, AnalysisRecord } from '../server/analysis.port.js';

/**
 * A completed analysis of `url` as `AnalysisPort` answers it, for a spec to store (`InMemoryAnalyses.add`) or to read:
 * a new id, the page's host as its domain, mobile, done now, 90 in every category, no metrics, findings, fixes or proof
 * and no business context. `overrides` set what the spec is about; `at` stands for both `createdAt` and `completedAt`.
 */
export function completedAnalysisRecord(url: string, { at, ...overrides }: Partial<AnalysisRecord> & { at?: Date | string } = {}): AnalysisRecord {
  const done = at === undefined ? new Date().toISOString() : typeof at === 'string' ? at : at.toISOString();
  return {
    id: randomUUID(),
    url,
    domain: new URL(url).host,
    strategy: 'mobile',
    createdAt: done,
    completedAt: done,
    scores: { performance: 90, accessibility: 90, seo: 90, bestPractices: 90 },
    metrics: {},
    opportunities: [],
    failingAudits: [],
    issuesCount: 0,
    appliedFixes: [],
    verification: { status: 'none', before: null, after: null, summary: null, regressions: [] },
    context: null,
    ...overrides,
  };
}

/** A completed proof that found every category where it was (`scores` before and after): 'Nenhuma mudança além da variação normal'. */
export function proofWithoutChange(scores: AnalysisCategoryScores): AnalysisRecord['verification'] {
  return {
    status: 'completed',
    before: scores,
    after: scores,
    summary: { pt: 'Nenhuma mudança além da variação normal', en: 'No change beyond normal variation' },
    regressions: [],
  };
}
