import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetricStorePort, type MetricSample } from '@otimiza/sdk/server';
import { completedAnalysisRecord, createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { VisualChartList, VisualDashboardList, VisualHeatmapList } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';

const analyses = new InMemoryAnalyses();
const siteA = 'https://padaria-a.com.br/';
const siteB = 'https://padaria-b.com.br/';
const dayMs = 86_400_000;
/** Noon UTC `days` days ago. */
const daysAgo = (days: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12) - days * dayMs);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Stored rows of known values. Site A, two days ago: mobile performance 98 and desktop 60 (their
 * mix would read 79); its LCP on mobile 4000 ms ten days ago, 3000 ms two days ago, 6000 ms on
 * desktop. Site B, audited on mobile two days ago only: LCP 1000 ms (a page not measured at the start).
 */
const rows = [
  { site: siteA, strategy: 'mobile', ago: 10, metric: 'vitals.lcp', value: 4000 },
  { site: siteA, strategy: 'mobile', ago: 2, metric: 'vitals.lcp', value: 3000 },
  { site: siteA, strategy: 'desktop', ago: 2, metric: 'vitals.lcp', value: 6000 },
  { site: siteB, strategy: 'mobile', ago: 2, metric: 'vitals.lcp', value: 1000 },
  { site: siteA, strategy: 'mobile', ago: 2, metric: 'score.performance', value: 98 },
  { site: siteA, strategy: 'desktop', ago: 2, metric: 'score.performance', value: 60 },
] as const;

describe('visual reports compare like with like: one site, one strategy', () => {
  let testApp: TestApp;
  let owner: TestUser;
  const get = <T>(path: string) =>
    owner.agent
      .get(path)
      .expect(200)
      .then((response) => response.body as T);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [reportsPlugin, inMemoryAnalysesPlugin(analyses)] });
    owner = await createTestUser(testApp, { plan: 'pro' });
    // Site A's two analyses of that day, whose page gives its state (for the map by state).
    for (const [strategy, performance, hour] of [
      ['desktop', 60, 10],
      ['mobile', 98, 11],
    ] as const) {
      const at = new Date(daysAgo(2).getTime() - (12 - hour) * 3_600_000).toISOString();
      analyses.add(
        owner.workspaceId,
        completedAnalysisRecord(siteA, {
          strategy,
          at,
          scores: { performance, accessibility: 90, seo: 90, bestPractices: 100 },
          verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
          context: {
            companyName: 'Padaria A',
            businessType: 'Padaria',
            businessTypeId: 'bakery',
            sector: 'Alimentação',
            location: 'Curitiba, PR',
            targetAudience: null,
          },
        }),
      );
    }
    const samples: MetricSample[] = rows.map((row, index) => ({
      workspaceId: owner.workspaceId,
      metric: row.metric,
      site: row.site,
      dimension: row.strategy,
      value: row.value,
      at: daysAgo(row.ago),
      sourceKey: `row:${index}`,
    }));
    await testApp.app.get(MetricStorePort).record(samples);
  });
  afterAll(() => testApp?.close());

  it("shows the dashboards' widgets for the chosen strategy, each site's latest analysis in it, never their mix", async () => {
    const widget = (list: VisualDashboardList, metric: string) =>
      list.dashboards.flatMap((dashboard) => dashboard.widgets).find((entry) => entry.metric === metric)!;
    const mobile = await get<VisualDashboardList>('/api/visual/dashboards?category=executive&strategy=mobile');
    expect(mobile.strategy).toBe('mobile');
    expect(widget(mobile, 'score.performance').value).toBe(98);
    const desktop = await get<VisualDashboardList>('/api/visual/dashboards?category=executive&strategy=desktop');
    expect(widget(desktop, 'score.performance').value).toBe(60);
    // Mobile by default, named in the answer, as the metrics tab.
    const byDefault = await get<VisualDashboardList>('/api/visual/dashboards?category=technical');
    expect(byDefault.strategy).toBe('mobile');
    expect(widget(byDefault, 'vitals.lcp').value).toBe(2000);
    expect(widget(await get<VisualDashboardList>('/api/visual/dashboards?category=technical&strategy=desktop'), 'vitals.lcp').value).toBe(6000);
    await owner.agent.get('/api/visual/dashboards?strategy=tablet').expect(400);
  });

  it('draws the performance heatmap with a row per site and strategy, and the map by state per strategy', async () => {
    const { heatmaps } = await get<VisualHeatmapList>('/api/visual/heatmaps?period=30d');
    const weekly = heatmaps.find((heatmap) => heatmap.type === 'website_performance')!;
    expect(weekly.rows.sort()).toEqual([`${siteA} desktop`, `${siteA} mobile`]);
    expect(weekly.data.map((cell) => [cell.row, cell.value]).sort()).toEqual([
      [`${siteA} desktop`, 60],
      [`${siteA} mobile`, 98],
    ]);
    expect(weekly.labels[`${siteA} mobile`]).toEqual({ pt: 'padaria-a.com.br · Celular', en: 'padaria-a.com.br · Mobile' });
    expect(weekly.description.pt).toContain('uma linha por estratégia');
    const states = heatmaps.find((heatmap) => heatmap.type === 'geographic_distribution')!;
    expect(states.data).toEqual([
      { row: 'PR', column: 'sites', value: 1 },
      { row: 'PR', column: 'performance-mobile', value: 98 },
      { row: 'PR', column: 'performance-desktop', value: 60 },
    ]);
    expect(states.labels['performance-desktop']).toEqual({ pt: 'Performance (computador)', en: 'Performance (desktop)' });
  });

  it('draws the Core Web Vitals a line per strategy and reads their change on the same pages only', async () => {
    const { charts } = await get<VisualChartList>('/api/visual/charts?period=30d');
    const vitals = charts.find((chart) => chart.id === 'core-web-vitals')!;
    const lcp = vitals.data.filter((point) => point.group === 'vitals.lcp');
    expect(lcp).toEqual([
      { x: dayOf(daysAgo(10)), series: 'mobile', group: 'vitals.lcp', value: 4000 },
      { x: dayOf(daysAgo(2)), series: 'mobile', group: 'vitals.lcp', value: 2000 },
      { x: dayOf(daysAgo(2)), series: 'desktop', group: 'vitals.lcp', value: 6000 },
    ]);
    expect(vitals.labels).toMatchObject({ mobile: { pt: 'Celular', en: 'Mobile' }, desktop: { pt: 'Computador', en: 'Desktop' } });
    expect(vitals.subtitle.pt).toContain('uma linha por estratégia');
    // Site A's mobile LCP went 4000 → 3000 (−25%); site B, first measured on the last day, is not in the comparison.
    const change = vitals.insights.find((insight) => insight.pt.includes('%'))!;
    expect(change.pt).toBe('Celular: o LCP de 1 site medido no início e no fim do período caiu 25% (4.000 → 3.000 ms).');
    expect(change.en).toBe('Mobile: the LCP of 1 site measured at the start and at the end of the period fell 25% (4,000 → 3,000 ms).');
    expect(vitals.insights[0]!.pt).toContain('Celular: LCP médio de 2 s');
  });
});
