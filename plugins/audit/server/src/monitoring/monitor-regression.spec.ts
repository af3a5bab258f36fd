import type { ReportSummary, Severity } from '@otimiza/plugin-audit-shared';
import { describe, expect, it } from 'vitest';
import { regressionBetween } from './monitor-regression.js';

const url = 'https://loja.example.com.br/';
const summaryOf = (overallScore: number | null): ReportSummary => ({
  overallScore,
  totalChecks: 2,
  passed: overallScore === null ? 0 : 1,
  failed: overallScore === null ? 0 : 1,
  riskLevel: 'none',
  failedBySeverity: { critical: 0, high: 0, medium: 0, low: 0 },
  correctedByFixer: 0,
});
const result = (checkId: string, status: 'passed' | 'failed' | 'no_data', severity: Severity = 'low') => ({
  url,
  frameworkId: 'wcag-22',
  checkId,
  status,
  severity,
});
const titleOf = (_framework: string, checkId: string) => ({ pt: checkId, en: checkId });

describe('regressionBetween', () => {
  it('is a regression when the score dropped, told with both scores', () => {
    const regression = regressionBetween(
      { summary: summaryOf(80), results: [result('a', 'passed'), result('b', 'passed')] },
      { summary: summaryOf(50), results: [result('a', 'passed'), result('b', 'failed')] },
      titleOf,
    );
    expect(regression).toEqual({ regressed: true, from: 80, to: 50, newFailures: [{ checkId: 'b', url, title: { pt: 'b', en: 'b' }, severity: 'low' }] });
  });

  it('is a regression when a critical or high check breaks even if the score holds', () => {
    const regression = regressionBetween(
      { summary: summaryOf(50), results: [result('a', 'passed', 'critical'), result('b', 'failed')] },
      { summary: summaryOf(50), results: [result('a', 'failed', 'critical'), result('b', 'passed')] },
      titleOf,
    );
    expect(regression).toMatchObject({ regressed: true, from: 50, to: 50 });
  });

  it('compares nothing with a run that has no score: no drop from or to it', () => {
    const scored = { summary: summaryOf(90), results: [result('a', 'passed')] };
    const noData = { summary: summaryOf(null), results: [result('a', 'no_data')] };
    expect(regressionBetween(scored, noData, titleOf)).toEqual({ regressed: false, newFailures: [] });
    expect(regressionBetween(noData, scored, titleOf)).toEqual({ regressed: false, newFailures: [] });
  });
});
