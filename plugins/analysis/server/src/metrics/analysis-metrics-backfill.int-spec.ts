import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, MetricStorePort } from '@otimiza/sdk/server';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import analysisPlugin from '../index.js';
import { AnalysisSchema } from '../data/analysis.entity.js';
import { AnalysisMetricsRecorder } from './analysis-metrics.recorder.js';

const site = 'https://padaria-do-ze.com.br/';
const days = ['2026-09-01T14:00:00Z', '2026-09-01T20:00:00Z', '2026-09-03T11:00:00Z'];

describe('the metric store backfill of the completed analyses', () => {
  let testApp: TestApp;
  let a: TestUser;
  let b: TestUser;
  let store: MetricStorePort;
  let recorder: AnalysisMetricsRecorder;
  const range = { from: new Date('2026-08-01'), to: new Date('2026-10-01') };

  /** A completed analysis stored as an older version would have left it: no event, only the row. */
  async function storeAnalysis(user: TestUser, completedAt: string, performance: number, options: { fixes?: string[]; verified?: boolean } = {}) {
    await testApp.app
      .get(EntityManager)
      .fork()
      .insert(
        AnalysisSchema,
        {
          id: randomUUID(),
          workspace: user.workspaceId,
          url: site,
          domain: 'padaria-do-ze.com.br',
          path: '/',
          strategy: 'mobile',
          status: 'completed',
          progress: 100,
          performanceScore: performance,
          accessibilityScore: 80,
          seoScore: 90,
          bestPracticesScore: 100,
          issuesCount: 7,
          appliedFixes: (options.fixes ?? []).map((category, index) => ({ id: `fix-${index}`, category })) as never,
          context: { businessTypeId: 'bakery' } as never,
          pageSpeedResults: {
            metrics: {
              'largest-contentful-paint': { value: 2412.4 },
              'cumulative-layout-shift': { value: 0.12 },
              'total-blocking-time': { value: 310 },
            },
            opportunities: [],
          } as never,
          verificationStatus: options.verified ? 'completed' : 'skipped',
          verifiedScores: options.verified ? { performance: performance + 10, accessibility: 95, seo: 100, bestPractices: 100 } : null,
          verifiedAt: options.verified ? new Date(completedAt) : null,
          createdAt: new Date(new Date(completedAt).getTime() - 60_000),
          completedAt: new Date(completedAt),
        },
        acrossWorkspaces,
      );
  }

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    store = testApp.app.get(MetricStorePort);
    recorder = testApp.app.get(AnalysisMetricsRecorder);
    [a, b] = await Promise.all([createTestUser(testApp, { plan: 'pro' }), createTestUser(testApp, { plan: 'pro' })]);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('ran at start on the empty instance and remembers it', async () => {
    const deadline = Date.now() + 30_000;
    let rows: Record<string, unknown>[] = [];
    while (Date.now() < deadline) {
      rows = await queryDatabase(testApp.database.url, 'select recorded, finished_at from analysis_metric_backfill', []);
      if (rows[0]?.['finished_at']) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows).toEqual([{ recorded: 0, finished_at: expect.anything() }]);
    // Finished: nothing is read again.
    expect(await recorder.backfill()).toEqual({ recorded: 0 });
  });

  it('records the analyses stored before the store, on their own days, once however often it runs', async () => {
    await storeAnalysis(a, days[0]!, 60, { fixes: ['seo', 'seo', 'images'] });
    await storeAnalysis(a, days[1]!, 80, { verified: true });
    await storeAnalysis(a, days[2]!, 70);
    await storeAnalysis(b, days[2]!, 40);

    const figures = async (user: TestUser) => ({
      performance: (await store.daily(user.workspaceId, { ...range, metric: 'score.performance', site })).map((point) => [point.day, point.value, point.count]),
      completed: (await store.daily(user.workspaceId, { ...range, metric: 'analyses.completed' })).map((point) => [point.day, point.value]),
      lcp: (await store.daily(user.workspaceId, { ...range, metric: 'vitals.lcp', dimension: 'mobile' })).map((point) => point.value),
      fixes: (await store.series(user.workspaceId, { ...range, metric: 'fixes.applied' })).map((series) => [
        series.dimension,
        series.points.map((point) => point.value),
      ]),
      gains: (await store.daily(user.workspaceId, { ...range, metric: 'gains.verified' })).map((point) => [point.day, point.value]),
    });

    for (let run = 0; run < 2; run++) {
      // As on a first start: no marker (the second run reads every analysis again).
      await queryDatabase(testApp.database.url, 'delete from analysis_metric_backfill', []);
      expect(await recorder.backfill()).toEqual({ recorded: 4 });
      expect(await figures(a)).toEqual({
        performance: [
          ['2026-09-01', 70, 2],
          ['2026-09-03', 70, 1],
        ],
        completed: [
          ['2026-09-01', 2],
          ['2026-09-03', 1],
        ],
        lcp: [2412, 2412],
        fixes: [
          ['images', [1]],
          ['seo', [2]],
        ],
        // 80 → 90, 80 → 95, 90 → 100, 100 → 100.
        gains: [['2026-09-01', 35]],
      });
      expect((await figures(b)).performance).toEqual([['2026-09-03', 40, 1]]);
    }
    // The business type is the cohort's segment: each workspace's site's latest score, no ids.
    expect(await store.cohort('score.performance', 'bakery', { withinDays: 36_500, minWorkspaces: 2 })).toEqual({ workspaces: 2, sites: 2, values: [40, 70] });
  });
});
