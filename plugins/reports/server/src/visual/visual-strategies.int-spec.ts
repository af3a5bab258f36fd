import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetricStorePort, type MetricSample } from '@otimiza/sdk/server';
import { completedAnalysisRecord, createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { VisualChartList, VisualDashboardList, VisualMetricList } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';

const site = 'https://loja-exemplo.com.br/';
/** `hour` UTC yesterday. */
const yesterdayAt = (hour: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, hour));
};
/** One site's audits of one day, in this order: mobile 60, desktop 70, then mobile 98 and desktop 99 (its latest). */
const audits = [
  { hour: 9, strategy: 'mobile', score: 60 },
  { hour: 10, strategy: 'desktop', score: 70 },
  { hour: 11, strategy: 'mobile', score: 98 },
  { hour: 12, strategy: 'desktop', score: 99 },
] as const;
const scoreMetrics = ['score.performance', 'score.accessibility', 'score.seo', 'score.best-practices'] as const;

describe('visual reports count and compare per strategy', () => {
  const analyses = new InMemoryAnalyses();
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [reportsPlugin, inMemoryAnalysesPlugin(analyses)] });
    owner = await createTestUser(testApp, { plan: 'pro' });
    const samples: MetricSample[] = audits.flatMap((audit, index) =>
      scoreMetrics.map((metric) => ({
        workspaceId: owner.workspaceId,
        metric,
        site,
        dimension: audit.strategy,
        value: audit.score,
        at: yesterdayAt(audit.hour),
        sourceKey: `analysis:${index}:${metric}`,
      })),
    );
    await testApp.app.get(MetricStorePort).record(samples);
  });
  afterAll(() => testApp?.close());

  it("puts each site in the band of its latest analysis per strategy, never a day's mean of mobile and desktop", async () => {
    const { charts } = (await owner.agent.get('/api/visual/charts?period=30d').expect(200)).body as VisualChartList;
    const distribution = charts.find((chart) => chart.id === 'score-distribution')!;
    expect(distribution.status).toBe('ok');
    for (const strategy of ['mobile', 'desktop'])
      for (const metric of scoreMetrics) {
        const bands = Object.fromEntries(
          distribution.data.filter((point) => point.group === strategy && point.x === metric).map((point) => [point.series, point.value]),
        );
        expect(bands).toEqual({ good: 1, average: 0, poor: 0 });
      }
    expect(distribution.subtitle.pt).toContain('análise mais recente de cada um na estratégia escolhida');
    expect(distribution.subtitle.en).toContain('latest analysis in the chosen strategy');
    expect(distribution.labels).toMatchObject({ mobile: { pt: 'Celular', en: 'Mobile' }, desktop: { pt: 'Computador', en: 'Desktop' } });
  });

  it('draws the score trend as a line per site and strategy, each day the mean of that strategy only', async () => {
    const { charts } = (await owner.agent.get('/api/visual/charts?period=30d').expect(200)).body as VisualChartList;
    const trends = charts.find((chart) => chart.id === 'score-trends')!;
    const day = yesterdayAt(0).toISOString().slice(0, 10);
    const performance = trends.data.filter((point) => point.group === 'score.performance');
    expect(performance).toHaveLength(2);
    expect(performance).toEqual(
      expect.arrayContaining([
        { x: day, series: `${site} mobile`, group: 'score.performance', value: 79 },
        { x: day, series: `${site} desktop`, group: 'score.performance', value: 84.5 },
      ]),
    );
    expect(trends.labels[`${site} mobile`]!.pt).toContain('· Celular');
    expect(trends.labels[`${site} desktop`]!.en).toContain('· Desktop');
    expect(trends.subtitle.pt).toContain('uma linha por estratégia');
  });

  it("reads the current level of a strategy from each site's latest analysis in it", async () => {
    for (const [strategy, value] of [
      ['mobile', 98],
      ['desktop', 99],
    ] as const) {
      const list = (await owner.agent.get(`/api/visual/metrics?period=30d&category=scores&strategy=${strategy}`).expect(200)).body as VisualMetricList;
      expect(list.strategy).toBe(strategy);
      for (const metric of list.metrics) expect(metric).toMatchObject({ aggregation: 'level', value });
    }
    // No completed analysis: mobile by default, named in the answer with why.
    expect((await owner.agent.get('/api/visual/metrics?category=scores').expect(200)).body).toMatchObject({ strategy: 'mobile', strategySource: 'default' });
  });

  it('opens on the strategy of the latest completed analysis: a desktop-only workspace reads its desktop level, not —', async () => {
    const at = yesterdayAt(12).toISOString();
    analyses.add(
      owner.workspaceId,
      completedAnalysisRecord(site, {
        id: '00000000-0000-4000-8000-000000000037',
        strategy: 'desktop',
        at,
        scores: { performance: 99, accessibility: 99, seo: 99, bestPractices: 99 },
        verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
      }),
    );
    const metrics = (await owner.agent.get('/api/visual/metrics?category=scores').expect(200)).body as VisualMetricList;
    expect(metrics).toMatchObject({ strategy: 'desktop', strategySource: 'latest-analysis' });
    for (const metric of metrics.metrics) expect(metric).toMatchObject({ aggregation: 'level', value: 99 });
    const dashboards = (await owner.agent.get('/api/visual/dashboards?category=executive').expect(200)).body as VisualDashboardList;
    expect(dashboards).toMatchObject({ strategy: 'desktop', strategySource: 'latest-analysis' });
    const performance = dashboards.dashboards[0]!.widgets.find((widget) => widget.metric === 'score.performance');
    expect(performance).toMatchObject({ value: 99 });
    // The user's choice still holds, and says so.
    expect((await owner.agent.get('/api/visual/dashboards?category=executive&strategy=mobile').expect(200)).body).toMatchObject({
      strategy: 'mobile',
      strategySource: 'query',
    });
  });

  it("answers each site's latest value per strategy from the metric store", async () => {
    const store = testApp.app.get(MetricStorePort);
    const query = { metric: 'score.performance' as const, on: new Date(), since: yesterdayAt(0) };
    // The day's rollup over both strategies, as before: (60 + 70 + 98 + 99) / 4.
    expect(await store.latestPerSite(owner.workspaceId, query)).toEqual([expect.objectContaining({ site, value: 81.75 })]);
    expect(await store.latestPerSite(owner.workspaceId, { ...query, dimension: 'mobile', reading: 'latest' })).toEqual([
      expect.objectContaining({ site, value: 98 }),
    ]);
    expect(await store.latestPerSite(owner.workspaceId, { ...query, dimension: 'desktop', reading: 'latest' })).toEqual([
      expect.objectContaining({ site, value: 99 }),
    ]);
    expect(await store.latestPerSite(owner.workspaceId, { ...query, dimension: 'desktop' })).toEqual([expect.objectContaining({ site, value: 84.5 })]);
  });
});
