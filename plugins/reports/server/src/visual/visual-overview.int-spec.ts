import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MetricStorePort, type MetricSample } from '@otimiza/sdk/server';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { VisualChartList, VisualMetricList, VisualOverview, VisualPeriod } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { levelChange, totalChange, type SitePoints } from './visual-levels.js';
import { visualMetricDefinitions } from './visual-metric-catalogue.js';
import { dayOf, visualWindow } from './visual-window.js';

/** The analysis port of the spec, counting every read: the overview must make none. */
class CountedAnalyses extends InMemoryAnalyses {
  reads = 0;
  override async listCompleted(...args: Parameters<InMemoryAnalyses['listCompleted']>) {
    this.reads += 1;
    return super.listCompleted(...args);
  }
  override async findCompleted(...args: Parameters<InMemoryAnalyses['findCompleted']>) {
    this.reads += 1;
    return super.findCompleted(...args);
  }
  override async historyOf(...args: Parameters<InMemoryAnalyses['historyOf']>) {
    this.reads += 1;
    return super.historyOf(...args);
  }
}

const analyses = new CountedAnalyses();
const dayMs = 86_400_000;
const noonDaysAgo = (days: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12) - days * dayMs);

/** A year and a half of audits of 40 sites on both strategies, every few days, with scores that wander (deterministic). */
function seededSamples(workspaceId: string): MetricSample[] {
  let state = 11;
  const next = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const samples: MetricSample[] = [];
  for (let site = 0; site < 40; site++) {
    const url = `https://site-${site}.com.br/`;
    for (let ago = 540 - (site % 7); ago >= site % 5; ago -= 3 + (site % 11)) {
      for (const strategy of ['mobile', 'desktop']) {
        if (next() < 0.3) continue;
        const base = { workspaceId, site: url, dimension: strategy, at: noonDaysAgo(ago), segment: 'bakery' };
        const key = `${site}:${ago}:${strategy}`;
        samples.push(
          { ...base, metric: 'score.performance', value: Math.round(30 + 60 * next()), sourceKey: `${key}:performance` },
          { ...base, metric: 'score.accessibility', value: Math.round(50 + 50 * next()), sourceKey: `${key}:accessibility` },
          { ...base, metric: 'score.seo', value: Math.round(40 + 60 * next()), sourceKey: `${key}:seo` },
          { ...base, metric: 'score.best-practices', value: Math.round(60 + 40 * next()), sourceKey: `${key}:best-practices` },
          { ...base, metric: 'vitals.lcp', value: Math.round(1200 + 4000 * next()), sourceKey: `${key}:lcp` },
          { ...base, metric: 'vitals.cls', value: Math.round(300 * next()) / 1000, sourceKey: `${key}:cls` },
          { ...base, metric: 'audits.failing', value: Math.round(20 * next()), sourceKey: `${key}:audits` },
          { ...base, metric: 'analyses.completed', value: 1, sourceKey: `${key}:completed` },
          { ...base, metric: 'fixes.applied', dimension: next() < 0.5 ? 'seo' : 'accessibility', value: 1 + Math.round(3 * next()), sourceKey: `${key}:fixes` },
        );
      }
    }
  }
  return samples;
}

describe('the visual overview from the metric store’s rollups', () => {
  let testApp: TestApp;
  let store: MetricStorePort;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [reportsPlugin, inMemoryAnalysesPlugin(analyses)] });
    store = testApp.app.get(MetricStorePort);
    owner = await createTestUser(testApp, { plan: 'pro' });
    await store.record(seededSamples(owner.workspaceId));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** The cards as the rollups say, from every site's whole series (the computation the tabs made before, reading each site's year of days). */
  async function cardsFromRollups(period: VisualPeriod, strategy: 'mobile' | 'desktop' | null = null) {
    const window = visualWindow(period);
    return Promise.all(
      visualMetricDefinitions.map(async (definition) => {
        if (definition.aggregation === 'level') {
          const series = await store.series(owner.workspaceId, { metric: definition.id, from: window.lookbackFrom, to: window.to });
          const bySite = new Map<string, Map<string, number[]>>();
          for (const entry of series) {
            if (entry.site === null || (strategy && entry.dimension !== strategy)) continue;
            const days = bySite.get(entry.site) ?? new Map<string, number[]>();
            // Per strategy, a day reads its latest analysis; merged, the mean of the strategies' days.
            for (const point of entry.points) days.set(point.day, [...(days.get(point.day) ?? []), strategy ? point.last : point.value]);
            bySite.set(entry.site, days);
          }
          const sites: SitePoints[] = [...bySite.entries()].map(([site, days]) => ({
            site,
            points: [...days.entries()]
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([day, values]) => ({ day, value: values.reduce((sum, value) => sum + value, 0) / values.length })),
          }));
          return { id: definition.id, ...levelChange(sites, window, definition.better) };
        }
        // Totals from the site rows (not the workspace rollups the store now reads them from).
        const series = await store.series(owner.workspaceId, { metric: definition.id, from: window.previousFrom, to: window.to });
        const byDay = new Map<string, number>();
        for (const entry of series) for (const point of entry.points) byDay.set(point.day, (byDay.get(point.day) ?? 0) + point.value);
        const from = dayOf(window.from);
        const current = [...byDay.entries()].filter(([day]) => day >= from).sort(([a], [b]) => (a < b ? -1 : 1));
        const previous = [...byDay.entries()].filter(([day]) => day < from);
        const sum = (entries: [string, number][]) => entries.reduce((total, [, value]) => total + value, 0);
        return { id: definition.id, ...totalChange(sum(current), sum(previous), current.length, current.at(-1)?.[0] ?? null) };
      }),
    );
  }

  it('counts the cards the rollups say, for every period, reading no analysis', async () => {
    for (const period of ['7d', '30d', '90d'] as const) {
      const mobile = await cardsFromRollups(period, 'mobile');
      analyses.reads = 0;
      const [overview, metrics, charts] = await Promise.all([
        owner.agent.get(`/api/visual/overview?period=${period}`).expect(200),
        owner.agent.get(`/api/visual/metrics?period=${period}`).expect(200),
        owner.agent.get(`/api/visual/charts?period=${period}`).expect(200),
      ]).then((answers) => answers.map((answer) => answer.body) as [VisualOverview, VisualMetricList, VisualChartList]);

      // The metrics tab's cards are the rollups' figures of one strategy (mobile by default), and the overview counts those cards: never a mix of strategies.
      expect(
        metrics.metrics.map(({ id, value, trend, changePercentage, improving, points, lastDay }) => ({
          id,
          value,
          trend,
          changePercentage,
          improving,
          points,
          lastDay,
        })),
      ).toEqual(mobile);
      const withValue = mobile.filter((card) => card.value !== null);
      expect(withValue.length).toBeGreaterThan(8);
      const drawn = charts.charts.filter((chart) => chart.status === 'ok');
      expect(overview).toEqual({
        period,
        metrics: { totalMetrics: withValue.length, improvingMetrics: withValue.filter((card) => card.improving === true).length },
        charts: { totalCharts: drawn.length, avgInsights: Math.round((drawn.reduce((sum, chart) => sum + chart.insights.length, 0) / drawn.length) * 10) / 10 },
        dashboards: { totalDashboards: expect.any(Number), activeUsers: 1 },
        reports: { totalReports: 0, totalViews: 0 },
        lastUpdated: mobile
          .map((card) => card.lastDay)
          .filter((day) => day !== null)
          .sort()
          .at(-1),
      });
      expect(drawn.length).toBe(4);
    }
    // Only the charts tab named the audit behind a drop (from the analyses); the overview read none.
    analyses.reads = 0;
    await Promise.all(Array.from({ length: 20 }, () => owner.agent.get('/api/visual/overview?period=30d').expect(200)));
    expect(analyses.reads).toBe(0);
  });

  it('computes the overview once for twenty requests at once, and they all get that answer', async () => {
    const reads = vi.spyOn(store, 'latestPerSite');
    const [one, many] = [await createTestUser(testApp, { plan: 'pro' }), await createTestUser(testApp, { plan: 'pro' })];
    await store.record([...seededSamples(one.workspaceId), ...seededSamples(many.workspaceId)]);
    reads.mockClear();
    const alone = (await one.agent.get('/api/visual/overview?period=90d').expect(200)).body as VisualOverview;
    const perComputation = reads.mock.calls.length;
    expect(perComputation).toBeGreaterThan(0);
    reads.mockClear();
    const answers = await Promise.all(Array.from({ length: 20 }, () => many.agent.get('/api/visual/overview?period=90d').expect(200)));
    expect(reads.mock.calls.length).toBe(perComputation);
    // The same seeded data: the same figures as the other workspace's (but for the members active, one each).
    for (const answer of answers) expect(answer.body).toEqual(alone);
    reads.mockRestore();
  });
});
