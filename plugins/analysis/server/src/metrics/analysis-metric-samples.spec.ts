import { describe, expect, it } from 'vitest';
import { verifiedGainSamples, type AnalysisMetricFacts } from './analysis-metric-samples.js';

const facts = (verified: AnalysisMetricFacts['verified']): AnalysisMetricFacts => ({
  id: 'a1',
  workspaceId: 'w1',
  url: 'https://padaria.example/',
  strategy: 'mobile',
  completedAt: new Date('2026-11-20T12:00:00Z'),
  scores: { performance: 98, accessibility: 80, seo: 70, bestPractices: 90 },
  lcpMs: null,
  cls: null,
  tbtMs: null,
  failingAudits: 10,
  fixCategories: [],
  businessTypeId: null,
  verified,
});

const gainOf = (verified: AnalysisMetricFacts['verified']) => verifiedGainSamples(facts(verified))[0]?.value;

describe("'Ganhos verificados' (gains.verified) reads the proof as the proof card does", () => {
  it('counts no change within the run-to-run spread: performance 98 → 95 is stable, not −3', () => {
    const at = new Date('2026-11-20T12:05:00Z');
    // SEO +27, accessibility +2, best practices +2 beyond their spread of 1; performance −3 within its 5.
    expect(gainOf({ scores: { performance: 95, accessibility: 82, seo: 97, bestPractices: 92 }, at })).toBe(31);
  });

  it('counts a real regression beyond the spread', () => {
    const at = new Date('2026-11-20T12:05:00Z');
    expect(gainOf({ scores: { performance: 82, accessibility: 80, seo: 97, bestPractices: 90 }, at })).toBe(27 - 16);
  });

  it("reads the gain against the original re-measured at the proof's moment when the proof did so", () => {
    const at = new Date('2026-11-20T12:05:00Z');
    const baseline = { performance: 84, accessibility: 80, seo: 70, bestPractices: 90 };
    expect(gainOf({ scores: { performance: 85, accessibility: 80, seo: 97, bestPractices: 90 }, at, baseline })).toBe(27);
  });

  it('records nothing without a completed proof', () => {
    expect(verifiedGainSamples(facts(null))).toEqual([]);
  });
});
