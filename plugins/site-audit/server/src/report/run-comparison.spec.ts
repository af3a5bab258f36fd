import { describe, expect, it } from 'vitest';
import type { SiteScores } from '@otimiza/plugin-site-audit-shared';
import { compareSiteRuns } from './run-comparison.js';
import { casaVerdePages, octoberRun } from './site-report.fixture.js';
import { siteScoresOf } from './site-scores.js';

const medians = (performance: number | null, accessibility: number | null, seo: number | null, bestPractices: number | null): SiteScores => {
  const figure = (median: number | null) => ({ median, worst: null });
  return { performance: figure(performance), accessibility: figure(accessibility), seo: figure(seo), bestPractices: figure(bestPractices) };
};

describe('compareSiteRuns', () => {
  it('compares the medians with the previous run by the spread rule: within it is stable', () => {
    expect(compareSiteRuns(siteScoresOf(casaVerdePages), octoberRun)).toEqual({
      previousRunId: octoberRun.runId,
      previousFinishedAt: '2026-10-30T14:05:00.000Z',
      categories: {
        // Performance moves up to 5 points between two runs of an unchanged page.
        performance: { before: 66, after: 69, change: 3, trend: 'stable' },
        // The other categories, 1 point.
        accessibility: { before: 91, after: 88, change: -3, trend: 'declining' },
        seo: { before: 84, after: 92, change: 8, trend: 'improving' },
        bestPractices: { before: 100, after: 100, change: 0, trend: 'stable' },
      },
    });
  });

  it('draws the line at the spread itself: 5 performance points and 1 point elsewhere are stable, one more is a trend', () => {
    const previous = { runId: octoberRun.runId, finishedAt: octoberRun.finishedAt, scores: medians(60, 90, 90, 90) };
    expect(compareSiteRuns(medians(65, 91, 89, 90), previous).categories).toEqual({
      performance: { before: 60, after: 65, change: 5, trend: 'stable' },
      accessibility: { before: 90, after: 91, change: 1, trend: 'stable' },
      seo: { before: 90, after: 89, change: -1, trend: 'stable' },
      bestPractices: { before: 90, after: 90, change: 0, trend: 'stable' },
    });
    expect(compareSiteRuns(medians(54, 92, 88, 90), previous).categories).toMatchObject({
      performance: { change: -6, trend: 'declining' },
      accessibility: { change: 2, trend: 'improving' },
      seo: { change: -2, trend: 'declining' },
    });
  });

  it('leaves the change and trend null where either run has no median', () => {
    const previous = { runId: octoberRun.runId, finishedAt: octoberRun.finishedAt, scores: medians(null, 90, 90, 90) };
    expect(compareSiteRuns(medians(70, null, 90, 95), previous).categories).toEqual({
      performance: { before: null, after: 70, change: null, trend: null },
      accessibility: { before: 90, after: null, change: null, trend: null },
      seo: { before: 90, after: 90, change: 0, trend: 'stable' },
      bestPractices: { before: 90, after: 95, change: 5, trend: 'improving' },
    });
  });
});
