import type { AnalysisRecord } from '@otimiza/sdk/server';
import { completedAnalysisRecord } from '@otimiza/sdk/testing';

/** The scores of the bakery's analysis the shared reports' specs store. */
export const padariaScores = { performance: 64, accessibility: 88, seo: 92, bestPractices: 100 };

/** The bakery's page analysed on desktop on 20/11/2026 (a new id each call); `overrides` add what a spec is about. */
export function padariaAnalysis(overrides: Partial<AnalysisRecord> = {}): AnalysisRecord {
  return completedAnalysisRecord('https://padaria-exemplo.com.br/', {
    strategy: 'desktop',
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: '2026-11-20T10:01:00.000Z',
    scores: { ...padariaScores },
    ...overrides,
  });
}
