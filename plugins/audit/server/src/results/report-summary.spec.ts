import { describe, expect, it } from 'vitest';
import { summarize } from './report-summary.js';

describe('summarize', () => {
  it('scores passed over decided checks and takes the risk from the most severe failure', () => {
    const summary = summarize([
      { status: 'passed', severity: 'critical', fixerCorrects: false },
      { status: 'passed', severity: 'low', fixerCorrects: false },
      { status: 'failed', severity: 'high', fixerCorrects: true },
      { status: 'failed', severity: 'low', fixerCorrects: false },
      { status: 'failed', severity: 'low', fixerCorrects: true },
      { status: 'no_data', severity: 'critical', fixerCorrects: false },
    ]);
    expect(summary).toEqual({
      overallScore: 40,
      totalChecks: 6,
      passed: 2,
      failed: 3,
      riskLevel: 'high',
      failedBySeverity: { critical: 0, high: 1, medium: 0, low: 2 },
      correctedByFixer: 2,
    });
  });

  it('has no risk when nothing failed, and no score (null, not 0) when nothing was decided', () => {
    expect(summarize([{ status: 'passed', severity: 'low', fixerCorrects: false }])).toMatchObject({ overallScore: 100, riskLevel: 'none' });
    expect(summarize([{ status: 'no_data', severity: 'low', fixerCorrects: false }])).toMatchObject({
      overallScore: null,
      totalChecks: 1,
      passed: 0,
      failed: 0,
      riskLevel: 'none',
    });
  });
});
