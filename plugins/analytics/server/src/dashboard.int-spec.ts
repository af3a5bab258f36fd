import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetricStorePort, type MetricSample } from '@otimiza/sdk/server';
import type { MetricName } from '@otimiza/sdk/shared';
import { binaryBody, createTestUser, pdfText, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type {
  AnalyticsSummary,
  ChartList,
  CustomReportResult,
  InsightList,
  KpiList,
  KpiView,
  RealtimeView,
  SegmentList,
} from '@otimiza/plugin-analytics-shared';
import { DashboardCache, SNAPSHOT_TTL_MS } from './cache/dashboard-cache.js';
import analyticsPlugin from './index.js';

const TOKEN = 'analytics-metrics-token-0123456789';
const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const kpi = (list: KpiList, id: string) => list.kpis.find((entry) => entry.id === id) as KpiView;
const metricOf = (view: RealtimeView, id: string) => view.metrics.find((metric) => metric.id === id)!;

/** The value of the Prometheus sample `series` (name and labels as written), or undefined. */
function prometheusValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('advanced analytics dashboard (/api/dashboard/*)', () => {
  let testApp: TestApp;
  let store: MetricStorePort;
  let owner: TestUser;

  /** Scores of one site, one sample per day, `values[i]` recorded i days ago. */
  const performanceByDay = [70, 72, 68, 71, 74, 73, 75, 60, 62, 61, 63, 64, 65, 66, 64, 63, 62, 61, 60, 59];

  const sample = (
    workspaceId: string,
    metric: MetricName,
    value: number,
    daysAgo: number,
    key: string,
    site: string | null = 'https://loja.example/',
  ): MetricSample => ({
    workspaceId,
    metric,
    value,
    site,
    at: new Date(dayAgo(daysAgo).setUTCHours(12, 0, 0, 0)),
    sourceKey: `${key}:${metric}:${daysAgo}`,
  });

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis')), analyticsPlugin], env: { METRICS_TOKEN: TOKEN } });
    store = testApp.app.get(MetricStorePort);
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    // Mobile runs, as the analysis plugin records them (the strategy is the dimension): what the KPIs read by default.
    await store.record(
      performanceByDay.map((value, daysAgo) => ({ ...sample(owner.workspaceId, 'score.performance', value, daysAgo, 'spec'), dimension: 'mobile' })),
    );
    // Two analyses a day on two days: a count.
    await store.record([
      sample(owner.workspaceId, 'analyses.completed', 1, 1, 'a1', null),
      sample(owner.workspaceId, 'analyses.completed', 1, 1, 'a2', null),
      sample(owner.workspaceId, 'analyses.completed', 1, 3, 'a3', null),
    ]);
  });
  afterAll(() => testApp?.close());

  it('says nothing about site audits without the site-audit plugin', async () => {
    expect((await owner.agent.get('/api/dashboard/site-audits').expect(200)).body).toEqual({ installed: false, siteAudits: [], limit: 20 });
  });

  it('answers 402 to a plan without advanced analytics', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const response = await pro.agent.get('/api/dashboard/kpis').expect(402);
    expect(response.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'advancedAnalytics' } });
  });

  it('computes the KPIs from the stored daily values: period mean, previous period, change percentage', async () => {
    const list = (await owner.agent.get('/api/dashboard/kpis?period=7d').expect(200)).body as KpiList;
    const performance = kpi(list, 'performance');
    const current = performanceByDay.slice(0, 7);
    const previous = performanceByDay.slice(7, 14);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(performance.value).toBeCloseTo(mean(current), 4);
    expect(performance.previousValue).toBeCloseTo(mean(previous), 4);
    expect(performance.change).toBeCloseTo(mean(current) - mean(previous), 4);
    expect(performance.changePercentage).toBeCloseTo(((mean(current) - mean(previous)) / mean(previous)) * 100, 2);
    expect(performance.trend).toBe('up');
    expect(performance.days).toBe(7);
    // 20 days of data: a forecast with its method, interval and backtested accuracy.
    expect(performance.forecast).toMatchObject({ method: 'linear-regression', horizonDays: 30, heldOutDays: 5, trainingDays: 15 });
    expect(performance.forecast!.lower).toBeLessThanOrEqual(performance.forecast!.value);
    expect(performance.forecast!.upper).toBeGreaterThanOrEqual(performance.forecast!.value);
    expect(performance.confidence).toBe(performance.forecast!.accuracy);
    expect(performance.confidence).toBeGreaterThanOrEqual(0);
    expect(performance.confidence).toBeLessThanOrEqual(1);
    // A count: the period's total, and too few days for a forecast.
    const analyses = kpi(list, 'analyses');
    expect(analyses.value).toBe(3);
    expect(analyses.forecast).toBeNull();
    expect(analyses.confidence).toBeNull();
    expect(analyses.forecastReason?.pt).toMatch(/^Dados insuficientes: a previsão precisa de pelo menos 14 dias com dados \(há 2\)/);
    // Nothing stored: no value, no invented number.
    expect(kpi(list, 'share-views')).toMatchObject({ value: null, change: null, forecast: null, status: null });
    expect(kpi(list, 'share-views').reason?.pt).toMatch(/Dados insuficientes/);
    // The category filter.
    const vitals = (await owner.agent.get('/api/dashboard/kpis?period=7d&category=vitals').expect(200)).body as KpiList;
    expect(vitals.kpis.map((entry) => entry.id)).toEqual(['lcp', 'cls', 'tbt']);
  });

  it('compares a score like with like: the same page and strategy in both periods, not a desktop run of another page', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const run = (site: string, strategy: string, value: number, daysAgo: number): MetricSample => ({
      ...sample(agency.workspaceId, 'score.performance', value, daysAgo, `like:${site}:${strategy}`, site),
      dimension: strategy,
    });
    await store.record([
      // The bakery's mobile page in both periods: 60, then 70.
      run('https://padaria.example/', 'mobile', 60, 10),
      run('https://padaria.example/', 'mobile', 70, 2),
      // Its desktop run only before, the florist's only now: neither moves the change.
      run('https://padaria.example/', 'desktop', 99, 9),
      run('https://floricultura.example/', 'desktop', 95, 1),
    ]);
    // The level reads the same strategy as the change: the bakery's mobile 70, not its mix with the florist's desktop 95.
    const performance = kpi((await agency.agent.get('/api/dashboard/kpis?period=7d').expect(200)).body as KpiList, 'performance');
    expect(performance).toMatchObject({ strategy: 'mobile', value: 70, previousValue: 60, change: 10, comparedPages: 1, trend: 'up' });
    expect(performance.changePercentage).toBeCloseTo((10 / 60) * 100, 2);
    // On desktop: the florist's 95 now, no desktop page measured in both periods, so no change.
    const desktop = kpi((await agency.agent.get('/api/dashboard/kpis?period=7d&strategy=desktop').expect(200)).body as KpiList, 'performance');
    expect(desktop).toMatchObject({ strategy: 'desktop', value: 95, previousValue: null, change: null, comparedPages: 0, trend: null });
    // A count is a total of the period: no page to match.
    expect(kpi((await agency.agent.get('/api/dashboard/kpis?period=7d').expect(200)).body as KpiList, 'analyses').comparedPages).toBeNull();
  });

  it('reads a per-page KPI’s level in one strategy: the mobile (or desktop) mean of the same page, never their mix', async () => {
    const mixed = await createTestUser(testApp, { plan: 'enterprise' });
    // One page's analyses as the analysis plugin records them (site the URL, dimension the strategy), of known scores.
    const analysis = (strategy: string, performance: number, lcp: number, daysAgo: number): MetricSample[] => [
      { ...sample(mixed.workspaceId, 'score.performance', performance, daysAgo, `level:${strategy}`, 'https://padaria.example/'), dimension: strategy },
      { ...sample(mixed.workspaceId, 'vitals.lcp', lcp, daysAgo, `level:${strategy}`, 'https://padaria.example/'), dimension: strategy },
    ];
    await store.record([
      // This period (7d): 90 and 80 on a phone, 50 and 40 on a computer, the same days (their mix would read 65).
      ...analysis('mobile', 90, 2000, 3),
      ...analysis('mobile', 80, 3000, 1),
      ...analysis('desktop', 50, 800, 3),
      ...analysis('desktop', 40, 1000, 1),
      // The previous period: 70 on a phone, 30 on a computer.
      ...analysis('mobile', 70, 4000, 10),
      ...analysis('desktop', 30, 1200, 10),
    ]);
    const kpisOf = async (query: string) => (await mixed.agent.get(`/api/dashboard/kpis?period=7d${query}`).expect(200)).body as KpiList;

    const mobile = await kpisOf('');
    expect(mobile.strategy).toBe('mobile');
    expect(kpi(mobile, 'performance')).toMatchObject({ strategy: 'mobile', value: 85, previousValue: 70, change: 15, comparedPages: 1, trend: 'up' });
    expect(kpi(mobile, 'lcp')).toMatchObject({ strategy: 'mobile', value: 2500, previousValue: 4000 });
    expect(kpi(mobile, 'performance').description.pt).toContain('Só as análises no celular');
    expect(kpi(mobile, 'performance').description.en).toContain('Mobile analyses only');
    expect(await kpisOf('&strategy=mobile')).toMatchObject({ strategy: 'mobile', kpis: mobile.kpis });

    const desktop = await kpisOf('&strategy=desktop');
    expect(desktop.strategy).toBe('desktop');
    expect(kpi(desktop, 'performance')).toMatchObject({ strategy: 'desktop', value: 45, previousValue: 30, change: 15, comparedPages: 1 });
    expect(kpi(desktop, 'lcp')).toMatchObject({ strategy: 'desktop', value: 900, previousValue: 1200 });
    expect(kpi(desktop, 'performance').description.pt).toContain('Só as análises no computador');
    // A count takes every analysis, whatever the strategy.
    expect(kpi(desktop, 'analyses')).toMatchObject({ strategy: null });

    // The summary's KPI cards read the same strategy.
    const summary = (await mixed.agent.get('/api/dashboard/analytics?period=7d&category=scores&strategy=desktop').expect(200)).body as AnalyticsSummary;
    expect(summary.strategy).toBe('desktop');
    expect(kpi({ kpis: summary.kpis } as KpiList, 'performance')).toMatchObject({ strategy: 'desktop', value: 45 });
    const phone = (await mixed.agent.get('/api/dashboard/analytics?period=7d&category=scores').expect(200)).body as AnalyticsSummary;
    expect(kpi({ kpis: phone.kpis } as KpiList, 'performance')).toMatchObject({ strategy: 'mobile', value: 85 });

    const refused = await mixed.agent.get('/api/dashboard/kpis?strategy=tablet').set('Accept-Language', 'en').expect(400);
    expect(refused.body.error.type).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(refused.body.error)).toContain('Invalid strategy: use mobile or desktop.');
  });

  it('reads, when no strategy is given, the strategy of the workspace’s most recent completed analysis (mobile when none), and says which', async () => {
    const user = await createTestUser(testApp, { plan: 'enterprise' });
    const site = 'https://loja-computador.example/';
    // A completed analysis as the analysis plugin keeps it: its row (where the latest strategy is read) and its sample
    // in the metric store (what a KPI averages), of a known score, created `at`.
    const analysed = async (strategy: 'mobile' | 'desktop', performance: number, daysAgo: number, at: Date) => {
      await queryDatabase(
        testApp.database.url,
        `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step,
           performance_score, accessibility_score, seo_score, best_practices_score, created_at, started_at, completed_at)
         values ($1, $2, $3, $4, 'loja-computador.example', '/', $5, 'completed', 100, 'complete', $6, 90, 90, 90, $7, $7, $7)`,
        [randomUUID(), user.workspaceId, user.userId, site, strategy, performance, at],
      );
      await store.record([{ ...sample(user.workspaceId, 'score.performance', performance, daysAgo, `default:${strategy}`, site), dimension: strategy }]);
    };
    const get = async <T>(path: string) => (await user.agent.get(path).expect(200)).body as T;

    // No completed analysis: mobile, said to be the default.
    expect(await get<KpiList>('/api/dashboard/kpis?period=90d')).toMatchObject({ strategy: 'mobile', strategySource: 'default' });

    // Only desktop analyses (what /api/analyze runs by default): 60 three days ago, 50 yesterday.
    await analysed('desktop', 60, 3, dayAgo(3));
    await analysed('desktop', 50, 1, dayAgo(1));
    const kpis = await get<KpiList>('/api/dashboard/kpis?period=7d');
    expect(kpis).toMatchObject({ strategy: 'desktop', strategySource: 'latest-analysis' });
    expect(kpi(kpis, 'performance')).toMatchObject({ strategy: 'desktop', value: 55 });
    const summary = await get<AnalyticsSummary>('/api/dashboard/analytics?period=7d&category=scores');
    expect(summary).toMatchObject({ strategy: 'desktop', strategySource: 'latest-analysis' });
    expect(kpi({ kpis: summary.kpis } as KpiList, 'performance')).toMatchObject({ strategy: 'desktop', value: 55 });
    // The segments read the site's latest desktop analysis (50), not '—'.
    const segments = await get<SegmentList>('/api/dashboard/segments');
    expect(segments).toMatchObject({ strategy: 'desktop', strategySource: 'latest-analysis', sites: 1 });
    expect(segments.segments.find((segment) => segment.kind === 'score-band')).toMatchObject({ characteristics: { averagePerformance: 50 } });
    expect(await get<InsightList>('/api/dashboard/insights?period=7d')).toMatchObject({ strategy: 'desktop', strategySource: 'latest-analysis' });
    // The user's choice wins: on mobile there is no figure.
    const chosen = await get<KpiList>('/api/dashboard/kpis?period=30d&strategy=mobile');
    expect(chosen).toMatchObject({ strategy: 'mobile', strategySource: 'query' });
    expect(kpi(chosen, 'performance').value).toBeNull();
    // The PDF reads the same strategy.
    const report = (await user.agent.post('/api/dashboard/custom-report?period=7d').send({ format: 'pdf' }).expect(200)).body as CustomReportResult;
    const pdf = await user.agent.get(`/api/dashboard/custom-report/${report.filename}`).buffer(true).parse(binaryBody).expect(200);
    expect(await pdfText(pdf.body as Buffer)).toContain('Estratégia: computador');

    // A newer mobile analysis (90, a minute ago): the figures read mobile.
    await analysed('mobile', 90, 0, new Date(Date.now() - 60_000));
    const now = await get<KpiList>('/api/dashboard/kpis?period=7d');
    expect(now).toMatchObject({ strategy: 'mobile', strategySource: 'latest-analysis' });
    expect(kpi(now, 'performance')).toMatchObject({ strategy: 'mobile', value: 90 });
    expect(await get<AnalyticsSummary>('/api/dashboard/analytics?period=7d&category=scores')).toMatchObject({ strategy: 'mobile' });
    expect(await get<SegmentList>('/api/dashboard/segments')).toMatchObject({ strategy: 'mobile', strategySource: 'latest-analysis' });
  });

  it("draws a score's chart a line per strategy, and reads its growth on the same pages in the same strategy only", async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const run = (site: string, strategy: string, value: number, daysAgo: number): MetricSample => ({
      ...sample(agency.workspaceId, 'score.performance', value, daysAgo, `chart:${site}:${strategy}`, site),
      dimension: strategy,
    });
    await store.record([
      // The bakery's mobile page: 90, then 98; the same day's desktop run 60 (their mix would read 79).
      run('https://padaria.example/', 'mobile', 90, 6),
      run('https://padaria.example/', 'mobile', 98, 2),
      run('https://padaria.example/', 'desktop', 60, 2),
      // The florist's mobile page, audited only on the last day: not in the growth.
      run('https://floricultura.example/', 'mobile', 40, 1),
    ]);
    const list = (await agency.agent.get('/api/dashboard/charts?period=7d&category=scores').expect(200)).body as ChartList;
    const performance = list.charts.find((chart) => chart.kpi === 'performance')!;
    expect(performance.data).toEqual([
      { date: isoDay(dayAgo(6)), value: 90, series: 'mobile' },
      { date: isoDay(dayAgo(2)), value: 98, series: 'mobile' },
      { date: isoDay(dayAgo(1)), value: 40, series: 'mobile' },
      { date: isoDay(dayAgo(2)), value: 60, series: 'desktop' },
    ]);
    // No single figure mixes the strategies: each has its own, its growth over the pages measured first and last in it.
    expect(performance.metrics).toMatchObject({ average: null, growth: null, trend: null });
    expect(performance.metrics.byStrategy).toEqual([
      { strategy: 'mobile', average: 76, growth: 8.89, trend: 'up', pages: 1 },
      { strategy: 'desktop', average: 60, growth: null, trend: null, pages: 0 },
    ]);
    for (const alert of performance.insights.alerts) expect(alert.message.pt).toMatch(/^(Celular|Computador): /);
  });

  it('draws the charts from the same daily values, and says when a series has too few points', async () => {
    const list = (await owner.agent.get('/api/dashboard/charts?period=7d').expect(200)).body as ChartList;
    const performance = list.charts.find((chart) => chart.kpi === 'performance')!;
    expect(performance.data.map((point) => point.value)).toEqual(performanceByDay.slice(0, 7).reverse());
    expect(performance.data.map((point) => point.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((days) => isoDay(dayAgo(days))));
    expect(performance.insufficient).toBeNull();
    expect(performance.insights.alerts.length).toBeLessThanOrEqual(2);
    const views = list.charts.find((chart) => chart.kpi === 'share-views')!;
    expect(views.data).toEqual([]);
    expect(views.insufficient?.pt).toMatch(/^Dados insuficientes para o gráfico: 0 dia\(s\)/);
    const yearly = (await owner.agent.get('/api/dashboard/charts?period=1y&category=scores').expect(200)).body as ChartList;
    expect(yearly.charts.every((chart) => chart.granularity === 'week')).toBe(true);
  });

  it('refuses bad queries and targets with the error shape, and keeps one target per KPI under 20 parallel writes', async () => {
    const badPeriod = await owner.agent.get('/api/dashboard/kpis?period=2w').expect(400);
    expect(badPeriod.body.error.type).toBe('VALIDATION_ERROR');
    await owner.agent.put('/api/dashboard/kpis/performance/target').send({ target: 'oitenta' }).expect(400);
    await owner.agent.put('/api/dashboard/kpis/performance/target').send({ target: -1 }).expect(400);
    await owner.agent.put('/api/dashboard/kpis/no-such-kpi/target').send({ target: 10 }).expect(400);
    await owner.agent
      .put('/api/dashboard/kpis/performance/target')
      .set('Content-Type', 'text/plain')
      .send('target=80')
      .expect((res) => expect([400, 415]).toContain(res.status));
    await owner.agent.put('/api/dashboard/kpis/performance/target').send({ target: 'x\u0000' }).expect(400);
    const before = (await owner.agent.get('/api/dashboard/kpis').expect(200)).body as KpiList;
    expect(kpi(before, 'performance')).toMatchObject({ target: null, status: null });
    expect(kpi(before, 'performance').statusReason?.pt).toMatch(/Sem meta definida/);

    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => owner.agent.put('/api/dashboard/kpis/performance/target').send({ target: 60 + index })),
    );
    expect(writes.map((res) => res.status)).toEqual(Array(20).fill(200));
    await owner.agent.put('/api/dashboard/kpis/performance/target').send({ target: 80 }).expect(200);
    const list = (await owner.agent.get('/api/dashboard/kpis?period=7d').expect(200)).body as KpiList;
    const performance = kpi(list, 'performance');
    expect(performance.target).toBe(80);
    // The bands measure the value against the user's target: at or above it excellent, 90 % good, 75 % warning.
    expect(performance.status).toBe(
      performance.value! >= 80 ? 'excellent' : performance.value! / 80 >= 0.9 ? 'good' : performance.value! / 80 >= 0.75 ? 'warning' : 'critical',
    );
    await owner.agent.put('/api/dashboard/kpis/lcp/target').send({ target: 2500 }).expect(200);
    await owner.agent.put('/api/dashboard/kpis/lcp/target').send({ target: null }).expect(200);
  });

  it('serves cached figures for less than the 30 s auto-refresh, an older answer while it is recomputed behind it, and POST /api/dashboard/refresh recomputes them at once', async () => {
    const fresh = await createTestUser(testApp, { plan: 'enterprise' });
    await store.record([sample(fresh.workspaceId, 'fixes.applied', 4, 0, 'f1', null)]);
    // Parallel first reads (they share the computation under way) answer the stored figure.
    const firsts = await Promise.all(Array.from({ length: 10 }, () => fresh.agent.get('/api/dashboard/kpis').expect(200)));
    expect(firsts.map((res) => kpi(res.body as KpiList, 'fixes').value)).toEqual(Array(10).fill(4));
    const first = firsts[0]!.body as KpiList;
    await store.record([sample(fresh.workspaceId, 'fixes.applied', 3, 0, 'f2', null)]);
    expect(kpi((await fresh.agent.get('/api/dashboard/kpis').expect(200)).body as KpiList, 'fixes').value).toBe(4);
    // An answer as old as the 30 s tick is not served again: the next read recomputes it.
    expect(SNAPSHOT_TTL_MS).toBeLessThan(30_000);
    await testApp.app
      .get(EntityManager)
      .getConnection()
      .execute(`update analytics_dashboard_snapshot set computed_at = computed_at - interval '30 seconds' where workspace_id = ?`, [fresh.workspaceId]);
    const cache = testApp.app.get(DashboardCache);
    cache.forgetCopies();
    // The aged answer is served at once, with its age, while one recomputation runs behind it.
    const aged = (await Promise.all(Array.from({ length: 5 }, () => fresh.agent.get('/api/dashboard/kpis').expect(200)))).map((res) => res.body as KpiList);
    // Those read before the recomputation ended get the aged answer, the others the new one: never a wait for nothing.
    const stale = aged.filter((list) => Date.parse(list.computedAt) < Date.parse(first.computedAt));
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.map((list) => kpi(list, 'fixes').value)).toEqual(Array(stale.length).fill(4));
    expect(aged.filter((list) => !stale.includes(list)).map((list) => kpi(list, 'fixes').value)).toEqual(Array(aged.length - stale.length).fill(7));
    await cache.idle();
    const recomputed = (await fresh.agent.get('/api/dashboard/kpis').expect(200)).body as KpiList;
    expect(kpi(recomputed, 'fixes').value).toBe(7);
    expect(Date.parse(recomputed.computedAt)).toBeGreaterThanOrEqual(Date.parse(first.computedAt));
    await store.record([sample(fresh.workspaceId, 'fixes.applied', 2, 0, 'f3', null)]);
    expect(kpi((await fresh.agent.get('/api/dashboard/kpis').expect(200)).body as KpiList, 'fixes').value).toBe(7);
    const refreshed = await fresh.agent.post('/api/dashboard/refresh').expect(200);
    expect(refreshed.body.refreshed).toContain('kpis:30d:mobile');
    const after = (await fresh.agent.get('/api/dashboard/kpis').expect(200)).body as KpiList;
    expect(kpi(after, 'fixes').value).toBe(9);
  });

  it('summarises with computed figures or null and the reason: no revenue is invented', async () => {
    const summary = (await owner.agent.get('/api/dashboard/analytics?category=scores').expect(200)).body as AnalyticsSummary;
    expect(summary.totalRevenue.value).toBeNull();
    expect(summary.totalRevenue.reason?.pt).toMatch(/Sem dados de receita/);
    expect(summary.avgConversionRate.value).toBeNull();
    expect(summary.totalUsers).toEqual({ value: 1, reason: null });
    expect(summary.reportAccuracy.value).toBe(kpi({ kpis: summary.kpis } as KpiList, 'performance').confidence);
    expect(summary.dataFreshness.latestDataDay).toBe(isoDay(new Date()));
    expect(summary.kpis.every((entry) => entry.category === 'scores')).toBe(true);
  });

  it('segments a reseller’s client workspaces with their own members, and says when no site was analysed', async () => {
    const reseller = await createTestUser(testApp, { plan: 'enterprise' });
    const empty = (await reseller.agent.get('/api/dashboard/segments').expect(200)).body as SegmentList;
    expect(empty.segments).toEqual([]);
    expect(empty.reason?.pt).toMatch(/Nenhum site analisado ainda/);
    await reseller.agent.post('/api/workspace/clients').send({ name: 'Padaria do Bairro' }).expect(201);
    await reseller.agent.post('/api/dashboard/refresh').expect(200);
    const list = (await reseller.agent.get('/api/dashboard/segments').expect(200)).body as SegmentList;
    const client = list.segments.find((segment) => segment.kind === 'client-workspace')!;
    expect(client).toMatchObject({ name: { pt: 'Padaria do Bairro' }, siteCount: 0, userCount: 0, userCountReason: null, trends: { engagement: 0 } });
    expect(client.characteristics.averagePerformance).toBeNull();
    // Another workspace never sees the reseller's clients.
    const other = (await owner.agent.get('/api/dashboard/segments').expect(200)).body as SegmentList;
    expect(other.segments.some((segment) => segment.kind === 'client-workspace')).toBe(false);
  });

  it('forecasts the average performance as an insight with the KPI’s backtested accuracy, and flags an LCP far from its median', async () => {
    // Ten days of LCP around 2 s, and one day at 9 s three days ago.
    const lcp = [2000, 2100, 1950, 9000, 2050, 2000, 1980, 2020, 2100, 1990];
    await store.record(lcp.map((value, daysAgo) => ({ ...sample(owner.workspaceId, 'vitals.lcp', value, daysAgo, 'lcp'), dimension: 'mobile' })));
    await owner.agent.post('/api/dashboard/refresh').expect(200);
    const [insights, kpis] = await Promise.all([owner.agent.get('/api/dashboard/insights').expect(200), owner.agent.get('/api/dashboard/kpis').expect(200)]);
    const forecast = (insights.body as InsightList).insights.find((insight) => insight.type === 'forecast')!;
    const performance = kpi(kpis.body as KpiList, 'performance');
    expect(forecast.prediction).toMatchObject({
      value: performance.forecast!.value,
      lower: performance.forecast!.lower,
      upper: performance.forecast!.upper,
      timeframe: '30d',
    });
    expect(forecast.modelAccuracy).toBe(performance.confidence);
    // It names the strategy its KPI reads.
    expect(forecast.title).toEqual({ pt: 'Previsão do desempenho médio no celular em 30 dias', en: 'Average mobile performance forecast in 30 days' });
    expect(forecast.model.pt).toMatch(/Regressão linear/);
    const anomaly = (insights.body as InsightList).insights.find((insight) => insight.type === 'anomaly')!;
    expect(anomaly).toMatchObject({ site: 'https://loja.example/', impact: 'high', title: { pt: 'LCP atípico (piora) em https://loja.example/' } });
    expect(anomaly.description.pt).toContain(`Em ${isoDay(dayAgo(3))}: 9.000 ms`);
    expect(anomaly.model.pt).toMatch(/Z-score robusto \(mediana e MAD\)/);
    expect(anomaly.modelAccuracy).toBeGreaterThan(0);
    expect(anomaly.modelAccuracy).toBeLessThanOrEqual(1);
  });

  it('stores the PDF report and downloads it by file name, in the request language; another workspace gets 404', async () => {
    await owner.agent.post('/api/dashboard/custom-report').send({ format: 'csv' }).expect(400);
    const created = (await owner.agent.post('/api/dashboard/custom-report').send({ format: 'pdf' }).expect(200)).body as CustomReportResult;
    expect(created.filename).toMatch(/^relatorio-analytics-\d{8}-[0-9a-f]{8}\.pdf$/);
    const pdf = await owner.agent.get(`/api/dashboard/custom-report/${created.filename}`).buffer(true).parse(binaryBody).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Relatório de analytics avançado');
    expect(text).toContain('Desempenho médio');
    expect(text).toContain('Estratégia: celular');
    expect(text).toContain('sem meta');

    const english = (await owner.agent.post('/api/dashboard/custom-report').set('Accept-Language', 'en').send({ format: 'pdf' }).expect(200))
      .body as CustomReportResult;
    const englishPdf = await owner.agent.get(`/api/dashboard/custom-report/${english.filename}`).buffer(true).parse(binaryBody).expect(200);
    expect(await pdfText(englishPdf.body as Buffer)).toContain('Advanced analytics report');
    // Each PDF counts as a report generated.
    const runs = await store.daily(owner.workspaceId, { metric: 'reports.runs', dimension: 'analytics', from: dayAgo(1), to: new Date() });
    expect(runs.reduce((total, day) => total + day.value, 0)).toBe(2);

    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const foreign = await stranger.agent.get(`/api/dashboard/custom-report/${created.filename}`).expect(404);
    const missing = await stranger.agent.get('/api/dashboard/custom-report/relatorio-analytics-20260101-00000000.pdf').expect(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('shows in the realtime tab the queue depths /metrics exports, and the workspace’s recent sessions', async () => {
    const realtime = (await owner.agent.get('/api/dashboard/realtime').expect(200)).body as RealtimeView;
    const metrics = await request(testApp.server as never)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(realtime.queues).not.toBeNull();
    expect(realtime.queues!.map((queue) => queue.queue)).toContain('analysis.run');
    for (const queue of realtime.queues!) {
      for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) {
        expect(metrics.text).toContain(`otimiza_queue_jobs{queue="${queue.queue}",state="${state}"} ${queue[state]}`);
      }
    }
    expect(realtime.api.requests).toBeGreaterThan(0);
    expect(realtime.api.p95Ms).toBeGreaterThan(0);
    // The p95 is one computation (the process's 60-second window) read by both: a scrape and the tab read right after it agree.
    // (Each attempt reads both at one moment; the next attempt only if a second of the window aged out in between.)
    await expect
      .poll(async () => {
        const scraped = await request(testApp.server as never)
          .get('/metrics')
          .set('Authorization', `Bearer ${TOKEN}`)
          .expect(200);
        const tab = (await owner.agent.get('/api/dashboard/realtime').expect(200)).body as RealtimeView;
        const seconds = prometheusValue(scraped.text, 'otimiza_http_request_duration_recent_seconds{quantile="0.95"}');
        return { metrics: seconds === undefined ? undefined : Math.round(seconds * 100_000) / 100, tab: tab.api.p95Ms, shown: metricOf(tab, 'api-p95').value };
      })
      .toSatisfy(({ metrics, tab, shown }) => metrics !== undefined && metrics === tab && shown === tab);
    // Audits and sessions of the tab are this workspace's (so labelled); /metrics counts every workspace's.
    const sessions = metricOf(realtime, 'sessions-5m');
    expect(sessions).toMatchObject({ value: 1, source: 'workspace', updateFrequency: 5000 });
    expect(sessions.name.pt).toBe('Sessões ativas neste espaço de trabalho (últimos 5 min)');
    expect(prometheusValue(metrics.text, 'otimiza_active_sessions_last_5_minutes')).toBeGreaterThan(1);
    expect(metricOf(realtime, 'audits-5m')).toMatchObject({ value: 0, source: 'workspace', name: { en: 'Audits completed in this workspace (last 5 min)' } });
  });
});
