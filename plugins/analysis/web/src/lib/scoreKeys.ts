import type { AnalysisScores } from '@otimiza/plugin-analysis-shared';

export type ScoreKey = keyof AnalysisScores;

/** The four Lighthouse scores, in the order of the history cards (Perf, SEO, Acess, Boas). */
export const scoreKeys: readonly ScoreKey[] = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'];
