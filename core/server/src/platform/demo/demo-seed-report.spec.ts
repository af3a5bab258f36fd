import { describe, expect, it } from 'vitest';
import { formatDemoSeedReport } from './demo-seed-report.js';

const scores = (value: number) => ({ performance: value, accessibility: value, seo: value, bestPractices: value });

describe('formatDemoSeedReport', () => {
  it('prints each site once, its audits with date and scores, the proofs and the shared links', () => {
    const lines = formatDemoSeedReport({
      workspaceId: 'w',
      skipped: false,
      analyses: [
        {
          site: 'Padaria',
          version: 'v1',
          label: 'neglected',
          analysisId: 'a1',
          url: 'https://p.example/',
          createdAt: '2026-11-01T10:00:00.000Z',
          scores: scores(50),
          proof: { status: 'completed', after: scores(90) },
        },
        {
          site: 'Padaria',
          version: 'v3',
          label: 'well done',
          analysisId: 'a3',
          url: 'https://p.example/',
          createdAt: '2026-11-22T10:00:00.000Z',
          scores: scores(100),
          proof: { status: 'skipped', after: null },
        },
      ],
      sharedReports: [{ site: 'Padaria', path: '/r/token' }],
    });
    expect(lines).toEqual([
      'Padaria — https://p.example/',
      '  v1 (neglected), 2026-11-01: performance 50 · accessibility 50 · SEO 50 · best practices 50',
      '      proof completed: performance 90 · accessibility 90 · SEO 90 · best practices 90',
      '  v3 (well done), 2026-11-22: performance 100 · accessibility 100 · SEO 100 · best practices 100',
      '      proof skipped',
      'Shared report of Padaria: /r/token',
      '2 analyses and 1 shared reports in the demo workspace.',
    ]);
  });

  it('says so when the workspace was seeded already', () => {
    expect(formatDemoSeedReport({ workspaceId: 'w', skipped: true, analyses: [], sharedReports: [] })[0]).toMatch(/already has analyses/);
  });
});
