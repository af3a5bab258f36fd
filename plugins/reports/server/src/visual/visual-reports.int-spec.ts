import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchmarkOf, MetricStorePort, type AnalysisRecord, type MetricSample } from '@otimiza/sdk/server';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type {
  InteractiveReportList,
  VisualChartList,
  VisualDashboardList,
  VisualHeatmapList,
  VisualMetricList,
  VisualOverview,
} from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';

const analyses = new InMemoryAnalyses();
/** The analysis plugin's feature a shared report reads (from Pro), declared by the stand-in. */
const htmlDownload = { key: 'htmlDownload', label: { pt: 'Download do HTML otimizado', en: 'Optimized HTML download' }, plans: ['pro', 'enterprise'] } as const;

const site = 'https://padaria-exemplo.com.br/';
const dayMs = 86_400_000;
/** Noon UTC `days` days ago, and its day. */
const daysAgo = (days: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12) - days * dayMs);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The site audited on three days: performance 60, then 80, then 70 (the drop is when a render-blocking audit starts failing). */
const audits = [
  { ago: 20, performance: 60, seo: 90, lcp: 4000, failing: [] as AnalysisRecord['failingAudits'] },
  { ago: 10, performance: 80, seo: 92, lcp: 3000, failing: [] as AnalysisRecord['failingAudits'] },
  {
    ago: 2,
    performance: 70,
    seo: 95,
    lcp: 2400,
    failing: [
      {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        titles: { pt: 'Elimine recursos que bloqueiam a renderização', en: 'Eliminate render-blocking resources' },
        category: 'performance' as const,
        weight: 0,
        score: 0.3,
        gainPoints: 9,
      },
    ],
  },
];

function analysisOn(workspaceId: string, audit: (typeof audits)[number]): AnalysisRecord {
  const at = daysAgo(audit.ago).toISOString();
  const scores = { performance: audit.performance, accessibility: 90, seo: audit.seo, bestPractices: 100 };
  return analyses.add(workspaceId, {
    id: randomUUID(),
    url: site,
    domain: 'padaria-exemplo.com.br',
    strategy: 'desktop',
    createdAt: at,
    completedAt: at,
    scores,
    metrics: {},
    opportunities: [],
    failingAudits: audit.failing,
    issuesCount: audit.failing.length,
    appliedFixes: [],
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
    context: {
      companyName: 'Padaria Exemplo',
      businessType: 'Padaria',
      businessTypeId: 'bakery',
      sector: 'Alimentação',
      location: 'Belo Horizonte, MG',
      targetAudience: null,
    },
  });
}

describe('visual reports (/api/visual/*)', () => {
  let testApp: TestApp;
  let store: MetricStorePort;
  let owner: TestUser;
  let stranger: TestUser;
  let latestAnalysisId: string;

  const get = <T>(user: TestUser, path: string) =>
    user.agent
      .get(path)
      .expect(200)
      .then((response) => response.body as T);
  const performanceOf = (workspaceId: string, value: number, key: string, siteUrl = 'https://outra.com.br/'): MetricSample => ({
    workspaceId,
    metric: 'score.performance',
    site: siteUrl,
    value,
    at: daysAgo(1),
    segment: 'bakery',
    sourceKey: key,
  });

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [reportsPlugin, inMemoryAnalysesPlugin(analyses, { features: [htmlDownload] })] });
    store = testApp.app.get(MetricStorePort);
    [owner, stranger] = await Promise.all([createTestUser(testApp, { plan: 'pro' }), createTestUser(testApp, { plan: 'pro' })]);
    const samples: MetricSample[] = [];
    for (const audit of audits) {
      const record = analysisOn(owner.workspaceId, audit);
      latestAnalysisId = record.id;
      const base = { workspaceId: owner.workspaceId, site, dimension: 'desktop', at: daysAgo(audit.ago), segment: 'bakery' };
      samples.push(
        { ...base, metric: 'score.performance', value: audit.performance, sourceKey: `analysis:${record.id}:performance` },
        { ...base, metric: 'score.seo', value: audit.seo, sourceKey: `analysis:${record.id}:seo` },
        { ...base, metric: 'vitals.lcp', value: audit.lcp, sourceKey: `analysis:${record.id}:lcp` },
      );
    }
    samples.push(
      { workspaceId: owner.workspaceId, metric: 'fixes.applied', site, dimension: 'seo', value: 3, at: daysAgo(10), sourceKey: 'fixes:1' },
      { workspaceId: owner.workspaceId, metric: 'fixes.applied', site, dimension: 'accessibility', value: 1, at: daysAgo(10), sourceKey: 'fixes:2' },
      { workspaceId: owner.workspaceId, metric: 'activity.actions', dimension: '10', value: 4, at: daysAgo(3), sourceKey: 'activity:1' },
      { workspaceId: owner.workspaceId, metric: 'api.calls', dimension: 'analysis', value: 12, at: daysAgo(3), sourceKey: 'calls:analysis:1' },
    );
    await store.record(samples);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('reads the metrics from the stored daily scores: the latest score, and the change from the period’s first day', async () => {
    const list = await get<VisualMetricList>(owner, '/api/visual/metrics?period=30d&category=scores&strategy=desktop');
    const performance = list.metrics.find((metric) => metric.id === 'score.performance')!;
    expect(performance).toMatchObject({ value: 70, trend: 'up', improving: true, points: 3, lastDay: dayOf(daysAgo(2)), aggregation: 'level' });
    expect(performance.changePercentage).toBe(Math.round(((70 - 60) / 60) * 100 * 10) / 10);
    expect(list.metrics.every((metric) => metric.category === 'scores')).toBe(true);

    // Over 7 days only the last audit is in the period: its level starts from the one before (80).
    const week = await get<VisualMetricList>(owner, '/api/visual/metrics?period=7d&category=scores&trend=down&strategy=desktop');
    expect(week.metrics.map((metric) => [metric.id, metric.value, metric.changePercentage])).toEqual([['score.performance', 70, -12.5]]);

    const quality = await get<VisualMetricList>(owner, '/api/visual/metrics?category=quality');
    expect(quality.metrics.find((metric) => metric.id === 'fixes.applied')).toMatchObject({
      value: 4,
      aggregation: 'total',
      benchmark: null,
      benchmarkMissing: 'not-applicable',
    });
  });

  it('draws the score trend with the stored scores, and names the largest drop and the audit behind it', async () => {
    const { charts } = await get<VisualChartList>(owner, '/api/visual/charts?period=30d');
    const trends = charts.find((chart) => chart.id === 'score-trends')!;
    expect(trends.status).toBe('ok');
    expect(trends.data.filter((point) => point.group === 'score.performance')).toEqual(
      audits.map((audit) => ({ x: dayOf(daysAgo(audit.ago)), series: `${site} desktop`, group: 'score.performance', value: audit.performance })),
    );
    expect(trends.insights[0]!.pt).toContain('perdeu 10 pontos em Performance (80 → 70)');
    expect(trends.insights[0]!.pt).toContain('Elimine recursos que bloqueiam a renderização');
    expect(trends.insights[0]!.en).toContain('Eliminate render-blocking resources');
    for (const chart of charts) expect(chart.insights.length).toBeLessThanOrEqual(2);
    const fixes = charts.find((chart) => chart.id === 'fixes-by-category')!;
    expect(fixes.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ x: 'seo', value: 3 }), expect.objectContaining({ x: 'accessibility', value: 1 })]),
    );
    const vitals = charts.find((chart) => chart.id === 'core-web-vitals')!;
    expect(vitals.sparseSeries).toEqual(['vitals.tbt', 'vitals.cls']);
    expect(vitals.data.filter((point) => point.group === 'vitals.lcp').map((point) => point.value)).toEqual([4000, 3000, 2400]);

    // Over 7 days one audit is too few for a line: the chart says so instead of drawing.
    const week = await get<VisualChartList>(owner, '/api/visual/charts?period=7d');
    expect(week.charts.find((chart) => chart.id === 'score-trends')).toMatchObject({ status: 'insufficient', sparseSeries: [`${site} desktop`] });
  });

  it('has no benchmark with 4 workspaces in the business type’s cohort, and one with 5', async () => {
    const others = await Promise.all(Array.from({ length: 4 }, () => createTestUser(testApp, { plan: 'free' })));
    // The owner's workspace and three others: 4.
    await store.record(others.slice(0, 3).map((other, index) => performanceOf(other.workspaceId, [50, 80, 90][index]!, `cohort:${index}`)));
    const four = await get<VisualMetricList>(owner, '/api/visual/metrics?category=scores&strategy=desktop');
    expect(four.metrics.find((metric) => metric.id === 'score.performance')).toMatchObject({
      benchmark: null,
      benchmarkMissing: 'small-cohort',
      segment: { pt: 'Padaria', en: 'Bakery' },
    });

    await store.record([performanceOf(others[3]!.workspaceId, 60, 'cohort:3')]);
    const five = await get<VisualMetricList>(owner, '/api/visual/metrics?category=scores&strategy=desktop');
    const benchmark = five.metrics.find((metric) => metric.id === 'score.performance')!.benchmark;
    expect(benchmark).toEqual(benchmarkOf([50, 60, 70, 80, 90], 70));
    expect(benchmark).toMatchObject({ industry: 70, topQuartile: 80 });
    // SEO was recorded by the owner only: its cohort is still too small.
    expect(five.metrics.find((metric) => metric.id === 'score.seo')).toMatchObject({ benchmark: null, benchmarkMissing: 'small-cohort' });
  });

  it('lists the shared reports with the analytics their pages recorded', async () => {
    const created = await owner.agent.post('/api/reports/share').send({ analysisId: latestAnalysisId, title: 'Relatório da padaria' }).expect(201);
    const id = created.body.id as string;
    const share = (metric: MetricSample['metric'], value: number, key: string): MetricSample => ({
      workspaceId: owner.workspaceId,
      metric,
      dimension: id,
      value,
      sourceKey: key,
    });
    await store.record([
      share('share.views', 1, 'view:1'),
      share('share.views', 1, 'view:2'),
      share('share.views', 1, 'view:3'),
      share('share.time-spent', 90, 'time:1'),
      share('share.bounces', 1, 'bounce:1'),
      share('share.downloads', 1, 'download:1'),
    ]);
    const { reports } = await get<InteractiveReportList>(owner, '/api/visual/reports');
    expect(reports).toEqual([
      expect.objectContaining({
        id,
        name: 'Relatório da padaria',
        type: 'website_analysis',
        url: site,
        href: expect.stringMatching(/^\/r\/[\w-]+$/),
        analytics: { views: 3, downloads: 1, shares: 0, avgTimeSpent: 30, bounceRate: 33.3 },
      }),
    ]);
    // Without the plugins that store the other types mounted, they are named as unavailable, never listed empty.
    expect(await get<InteractiveReportList>(owner, '/api/visual/reports?type=seo_audit')).toEqual({
      reports: [],
      unavailable: ['competitor_comparison', 'performance_trends', 'seo_audit', 'business_intelligence'],
    });
    expect((await get<InteractiveReportList>(stranger, '/api/visual/reports')).reports).toEqual([]);

    const overview = await get<VisualOverview>(owner, '/api/visual/overview');
    expect(overview.reports).toEqual({ totalReports: 1, totalViews: 3 });
    expect(overview.metrics.totalMetrics).toBeGreaterThanOrEqual(4);
    expect(overview.dashboards.activeUsers).toBe(1);
  });

  it('maps the activity by weekday and hour, and the sites by the state their pages give', async () => {
    const { heatmaps } = await get<VisualHeatmapList>(owner, '/api/visual/heatmaps?period=30d');
    expect(heatmaps.map((heatmap) => heatmap.type).sort()).toEqual([
      'feature_usage',
      'geographic_distribution',
      'time_analysis',
      'user_behavior',
      'website_performance',
    ]);
    const weekday = String((daysAgo(3).getUTCDay() + 6) % 7);
    expect(heatmaps.find((heatmap) => heatmap.type === 'time_analysis')!.data).toEqual([{ row: weekday, column: '10', value: 4 }]);
    expect(heatmaps.find((heatmap) => heatmap.type === 'geographic_distribution')!.data).toEqual([
      { row: 'MG', column: 'sites', value: 1 },
      // The site's latest desktop analysis; it has no mobile one, so no mobile cell.
      { row: 'MG', column: 'performance-desktop', value: 70 },
    ]);
    // Areas × weeks is named for what it counts: the members' API calls per plugin.
    const calls = heatmaps.find((heatmap) => heatmap.type === 'feature_usage')!;
    expect(calls.title).toEqual({ pt: 'Chamadas à API por área e semana', en: 'API calls by area and week' });
    expect(calls.data.filter((cell) => cell.row === 'analysis').reduce((sum, cell) => sum + cell.value, 0)).toBe(12);
    expect(calls.insights.some((insight) => insight.pt.includes('chamadas à API'))).toBe(true);
    const sections = heatmaps.find((heatmap) => heatmap.type === 'user_behavior')!;
    expect(sections.data).toEqual([]);
    expect(sections.empty?.pt).toBeTruthy();
    for (const heatmap of heatmaps) expect(heatmap.insights.length).toBeLessThanOrEqual(2);

    const only = await get<VisualHeatmapList>(owner, '/api/visual/heatmaps?type=website_performance');
    expect(only.heatmaps.map((heatmap) => heatmap.type)).toEqual(['website_performance']);
  });

  it('shows another workspace none of the owner’s figures', async () => {
    const list = await get<VisualMetricList>(stranger, '/api/visual/metrics');
    expect(list.metrics.every((metric) => metric.value === null || metric.value === 0)).toBe(true);
    const { dashboards } = await get<VisualDashboardList>(stranger, '/api/visual/dashboards?category=technical');
    expect(dashboards.map((dashboard) => dashboard.id)).toEqual(['technical']);
    expect(dashboards[0]!.widgets.every((widget) => widget.value === null)).toBe(true);
  });

  it('validates the filters: an unknown period, category, trend or type, and control characters, answer 400', async () => {
    for (const path of [
      '/api/visual/overview?period=2y',
      '/api/visual/metrics?category=sales',
      '/api/visual/metrics?trend=sideways',
      '/api/visual/metrics?strategy=tablet',
      '/api/visual/dashboards?category=finance',
      '/api/visual/reports?type=pdf',
      '/api/visual/heatmaps?type=clicks',
      '/api/visual/charts?period=%0030d',
    ]) {
      const response = await owner.agent.get(path).expect(400);
      expect(response.body.error.type).toBe('VALIDATION_ERROR');
    }
    const sales = await get<VisualDashboardList>(owner, '/api/visual/dashboards?category=sales');
    expect(sales.dashboards).toEqual([]);
  });

  it('answers 402 to a plan without visual reports', async () => {
    const free = await createTestUser(testApp, { plan: 'free' });
    for (const path of ['overview', 'metrics', 'charts', 'dashboards', 'reports', 'heatmaps']) {
      const response = await free.agent.get(`/api/visual/${path}`).expect(402);
      expect(response.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'visualReports' } });
    }
  });
});
