import { randomUUID } from 'node:crypto';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { startLoopbackSite } from '../test/loopback-site.js';
import aiToolsPlugin from './index.js';

/** Stored analyses served as the AnalysisPort: these tools read audits, they do not run them. */
const analyses = new InMemoryAnalyses();
const DAY_MS = 24 * 3600 * 1000;

function storedAnalysis(
  workspaceId: string,
  url: string,
  daysAgo: number,
  scores: AnalysisRecord['scores'],
  overrides: Partial<AnalysisRecord> = {},
): AnalysisRecord {
  return analyses.add(workspaceId, {
    id: randomUUID(),
    url,
    domain: new URL(url).hostname,
    strategy: 'mobile',
    createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    completedAt: new Date(Date.now() - daysAgo * DAY_MS + 60_000).toISOString(),
    scores,
    metrics: { 'largest-contentful-paint': { value: 4000 - (30 - daysAgo) * 50, display: null, score: 0.5 } },
    opportunities: [{ id: 'render-blocking-insight', title: 'Render-blocking requests', savingsMs: 1200, savingsBytes: 0 }],
    failingAudits: [],
    issuesCount: 0,
    appliedFixes: [],
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
    context: { companyName: 'Padaria Pão Dourado', businessType: 'Padaria', sector: 'Alimentação', location: 'Campinas, SP', targetAudience: null },
    ...overrides,
  });
}

const failingAudits: AnalysisRecord['failingAudits'] = [
  { id: 'meta-description', title: 'Document does not have a meta description', category: 'seo', weight: 1, score: 0, gainPoints: 12.5 },
  { id: 'image-alt', title: 'Image elements do not have [alt] attributes', category: 'accessibility', weight: 10, score: 0, gainPoints: 9.1 },
  {
    id: 'color-contrast',
    title: 'Background and foreground colors do not have a sufficient contrast ratio.',
    category: 'accessibility',
    weight: 7,
    score: 0,
    gainPoints: 6.4,
  },
  { id: 'largest-contentful-paint', title: 'Largest Contentful Paint', category: 'performance', weight: 25, score: 0.21, gainPoints: 19.8 },
  { id: 'link-text', title: 'Links do not have descriptive text', category: 'seo', weight: 1, score: 0, gainPoints: 12.5 },
  { id: 'errors-in-console', title: 'Browser errors were logged to the console', category: 'bestPractices', weight: 1, score: 0, gainPoints: 1.2 },
];

describe('AI tools without an AI key: templates filled with the page and its stored audits', () => {
  let testApp: TestApp;
  let site: { url: string; close(): Promise<void> };
  let enterprise: TestUser;
  let pageUrl: string;

  beforeAll(async () => {
    site = await startLoopbackSite();
    pageUrl = `${site.url}/padaria`;
    testApp = await createTestApp({ plugins: [aiToolsPlugin, inMemoryAnalysesPlugin(analyses)], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    enterprise = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  it('writes content from the templates, naming the page’s real title and company', async () => {
    const response = await enterprise.agent.post('/api/generate-content').send({ toolType: 'meta-description', url: pageUrl }).expect(200);
    expect(response.body).toMatchObject({
      source: 'template',
      aiError: null,
      contentType: 'meta-description',
      title: 'Padaria Pão Dourado | Pães artesanais em Campinas',
    });
    expect(response.body.generated.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(response.body.generated.metaDescription.length).toBeLessThanOrEqual(160);
    expect(response.body.generated.metaDescription).toContain('Padaria Pão Dourado');

    const post = await enterprise.agent.post('/api/generate-content').send({ toolType: 'blog-post', url: pageUrl, analysisId: 1 }).expect(200);
    expect(post.body.title).toBe('Nossos pães em Campinas — Padaria Pão Dourado');
    expect(post.body.generated.keywords).toContain('pão italiano campinas');
    expect(post.body.content).toContain('## Nossos pães');
    expect(post.body.content).toContain('Pão italiano a R$ 18,90');

    const strategy = await enterprise.agent
      .post('/api/generate-content')
      .set('Accept-Language', 'en')
      .send({ toolType: 'cro-strategy', url: pageUrl })
      .expect(200);
    expect(strategy.body.title).toBe('Conversion strategy for Padaria Pão Dourado');
    expect(strategy.body.insights).toContain('WhatsApp contact present.');
  });

  it('ranks the strategic plan’s recommendations by the points their audits cost, five at most', async () => {
    const url = 'https://padaria-plano.com.br/';
    storedAnalysis(enterprise.workspaceId, url, 2, { performance: 48, accessibility: 70, seo: 75, bestPractices: 96 }, { failingAudits, issuesCount: 6 });
    const response = await enterprise.agent.post('/api/strategic-planning').send({ url: 'padaria-plano.com.br' }).expect(200);
    const plan = response.body;
    expect(plan.source).toBe('template');
    expect(plan.currentState).toEqual({ performanceScore: 48, seoScore: 75, accessibilityScore: 70, bestPracticesScore: 96 });
    expect(plan.strategicRecommendations.map((item: { id: string }) => item.id)).toEqual([
      'largest-contentful-paint',
      'meta-description',
      'link-text',
      'image-alt',
      'color-contrast',
    ]);
    expect(plan.strategicRecommendations[0]).toMatchObject({ priority: 'critical', effort: 'high', title: 'Acelerar o maior elemento visível (LCP)' });
    expect(plan.projectedScores).toEqual({ performanceScore: 68, seoScore: 100, accessibilityScore: 86, bestPracticesScore: 96 });
    expect(plan.estimatedImpact.trafficIncrease).toContain('SEO 75 → 100 (+25 pontos)');
    expect(plan.roadmap.map((month: { month: string }) => month.month)).toEqual(['Mês 1', 'Mês 2', 'Mês 3']);

    const missing = await enterprise.agent.post('/api/strategic-planning').send({ url: 'https://nunca-analisado.com.br' }).expect(404);
    expect(missing.body.error.message).toContain('Analise a página primeiro');
    const blank = await enterprise.agent.post('/api/strategic-planning').send({ url: '   ' }).expect(400);
    expect(blank.body.error.message).toBe('URL é obrigatória para gerar o planejamento');
  });

  it('follows the stored history of a URL over 7, 30 and 90 days', async () => {
    const url = 'https://padaria-monitorada.com.br/';
    storedAnalysis(enterprise.workspaceId, url, 60, { performance: 30, accessibility: 60, seo: 60, bestPractices: 80 });
    const first = storedAnalysis(enterprise.workspaceId, url, 25, { performance: 52, accessibility: 71, seo: 75, bestPractices: 92 }, { issuesCount: 9 });
    storedAnalysis(enterprise.workspaceId, url, 12, { performance: 58, accessibility: 80, seo: 83, bestPractices: 92 });
    const last = storedAnalysis(
      enterprise.workspaceId,
      url,
      3,
      { performance: 50, accessibility: 92, seo: 100, bestPractices: 93 },
      { issuesCount: 4, failingAudits },
    );

    const month = (await enterprise.agent.post('/api/results-monitoring').send({ url, timeRange: '30d' }).expect(200)).body;
    expect(month).toMatchObject({ reportType: 'trend', analysesCount: 3, period: '30d', companyName: 'Padaria Pão Dourado' });
    const byMetric = Object.fromEntries(month.trends.map((trend: { metric: string }) => [trend.metric, trend]));
    expect(byMetric.performanceScore).toMatchObject({ previousValue: 52, currentValue: 50, change: -2, trend: 'stable' });
    expect(byMetric.performanceScore.insights[1]).toBe('Estável: dentro da variação normal (uma página sem mudanças varia até ±5 entre execuções).');
    expect(byMetric.seoScore).toMatchObject({ previousValue: 75, currentValue: 100, change: 25, trend: 'improving' });
    expect(byMetric.accessibilityScore).toMatchObject({ previousValue: 71, currentValue: 92, change: 21, trend: 'improving' });
    expect(byMetric.bestPracticesScore).toMatchObject({ previousValue: 92, currentValue: 93, change: 1, trend: 'stable' });
    expect(byMetric.loadTime).toMatchObject({ previousValue: 3750, currentValue: 2650, trend: 'improving' });
    expect(month.currentMetrics).toEqual({ performanceScore: 50, seoScore: 100, accessibilityScore: 92, loadTime: 2650 });
    expect(month.history.map((item: { analysisId: string }) => item.analysisId)).toEqual([first.id, expect.any(String), last.id]);
    // The first analysis kept no list of failing audits: no problem can be shown fixed. Within-spread changes count as none.
    expect(month.summary).toMatchObject({ totalIssuesFixed: 0, overallImprovement: 11.5 });
    expect(month.summary.nextReviewDate).toBe(new Date(Date.parse(last.createdAt) + 7 * DAY_MS).toISOString());
    expect(month.alerts.some((alert: { message: string }) => alert.message.startsWith('Performance'))).toBe(false);
    expect(month.recommendations).toHaveLength(3);

    const quarter = (await enterprise.agent.post('/api/results-monitoring').send({ url, timeRange: '90d' }).expect(200)).body;
    expect(quarter.analysesCount).toBe(4);
    expect(quarter.trends.find((trend: { metric: string }) => trend.metric === 'performanceScore')).toMatchObject({ previousValue: 30, currentValue: 50 });

    const week = (await enterprise.agent.post('/api/results-monitoring').send({ url, timeRange: '7d' }).expect(200)).body;
    expect(week).toMatchObject({ reportType: 'insufficient-data', analysesCount: 1, trends: [] });
    expect(week.alerts[0].message).toContain('as tendências precisam de pelo menos duas');

    const never = (await enterprise.agent.post('/api/results-monitoring').send({ url: 'https://sem-historico.com.br' }).expect(200)).body;
    expect(never).toMatchObject({ reportType: 'insufficient-data', analysesCount: 0, currentMetrics: null, period: '30d' });
    await enterprise.agent.post('/api/results-monitoring').send({ url, timeRange: '1y' }).expect(400);
  });

  it('reports an unchanged page audited five times as stable on every score, with no problem fixed', async () => {
    const url = 'https://padaria-sem-mudancas.com.br/';
    const noisyMetric = failingAudits.find((audit) => audit.id === 'largest-contentful-paint')!;
    const unchanged = failingAudits.filter((audit) => audit.id !== 'largest-contentful-paint');
    // What five runs of one unchanged page look like: performance moving within its spread, a metric audit crossing 0.9.
    const runs = [
      { performance: 78, failing: [...unchanged, noisyMetric] },
      { performance: 82, failing: unchanged },
      { performance: 80, failing: [...unchanged, noisyMetric] },
      { performance: 81, failing: unchanged },
      { performance: 83, failing: unchanged },
    ];
    runs.forEach((run, index) =>
      storedAnalysis(
        enterprise.workspaceId,
        url,
        10 - index * 2,
        { performance: run.performance, accessibility: 88, seo: 92, bestPractices: 96 },
        {
          failingAudits: run.failing,
          metrics: { 'largest-contentful-paint': { value: 2400 + (index % 2) * 150, display: null, score: 0.8 } },
        },
      ),
    );
    const report = (await enterprise.agent.post('/api/results-monitoring').send({ url, timeRange: '30d' }).expect(200)).body;
    expect(report.analysesCount).toBe(5);
    expect(report.trends.map((trend: { metric: string; trend: string }) => [trend.metric, trend.trend])).toEqual([
      ['performanceScore', 'stable'],
      ['accessibilityScore', 'stable'],
      ['seoScore', 'stable'],
      ['bestPracticesScore', 'stable'],
      ['loadTime', 'stable'],
    ]);
    expect(report.summary).toMatchObject({ totalIssuesFixed: 0, overallImprovement: 0 });
    expect(report.alerts.filter((alert: { type: string }) => alert.type !== 'info')).toEqual([]);
  });

  it('reads the company, its technologies and its scores from the page and its latest audit', async () => {
    storedAnalysis(enterprise.workspaceId, pageUrl, 1, { performance: 91, accessibility: 88, seo: 92, bestPractices: 100 });
    const response = await enterprise.agent.post('/api/real-data-analysis').send({ url: pageUrl }).expect(200);
    expect(response.body).toMatchObject({
      source: 'template',
      businessName: 'Padaria Pão Dourado',
      title: 'Padaria Pão Dourado | Pães artesanais em Campinas',
      location: 'Campinas, SP',
      performanceScore: 91,
      seoScore: 92,
      accessibilityScore: 88,
    });
    const names = response.body.technologies.map((technology: { name: string }) => technology.name);
    expect(names).toEqual(expect.arrayContaining(['WordPress', 'jQuery']));
    expect(response.body.insights.join(' ')).toContain('Padaria Pão Dourado');
  });

  it('checks the page for the Brazilian market', async () => {
    const response = await enterprise.agent.post('/api/brazil-optimization').send({ url: pageUrl }).expect(200);
    const found = Object.fromEntries(response.body.checks.map((check: { id: string; found: boolean }) => [check.id, check.found]));
    expect(found).toMatchObject({
      'lang-pt-br': true,
      'brl-price-format': true,
      cnpj: true,
      'lgpd-privacy-policy': true,
      'whatsapp-contact': true,
      pix: true,
      boleto: true,
      'phone-br-format': true,
      'br-domain': false,
    });
    expect(response.body.companyName).toBe('Padaria Pão Dourado');
    expect(response.body.totalOptimizations).toBe(response.body.optimizations.length);
    expect(response.body.optimizations.map((item: { checkId: string }) => item.checkId)).toContain('br-domain');
  });

  it('guards each tool by plan, validates its input, and counts real use', async () => {
    const lite = await createTestUser(testApp, { plan: 'lite' });
    const pro = await createTestUser(testApp, { plan: 'pro' });
    await lite.agent.post('/api/strategic-planning').send({ url: pageUrl }).expect(402);
    await pro.agent.post('/api/generate-content').send({ toolType: 'blog-post', url: pageUrl }).expect(402);
    await pro.agent.post('/api/brazil-optimization').send({ url: pageUrl }).expect(402);
    await request(testApp.server as never)
      .post('/api/real-data-analysis')
      .send({ url: pageUrl })
      .expect(401);

    const noCompetitor = await enterprise.agent
      .post('/api/competitor-analysis')
      .send({ url: pageUrl, competitors: ['  ', ''] })
      .expect(400);
    expect(noCompetitor.body.error.message).toBe('Campos Obrigatórios: informe a URL do seu site e pelo menos um concorrente.');
    const noUrl = await enterprise.agent.post('/api/brazil-optimization').send({ url: '' }).expect(400);
    expect(noUrl.body.error.message).toBe('URL Obrigatória');
    await enterprise.agent.post('/api/real-data-analysis').send({ url: 'ftp://exemplo.com.br' }).expect(400);

    const usage = (await enterprise.agent.get('/api/ai-tools/usage').expect(200)).body;
    const runs = Object.fromEntries(usage.tools.map((tool: { tool: string; runs: number }) => [tool.tool, tool.runs]));
    expect(runs).toMatchObject({
      content: 3,
      'strategic-planning': 1,
      'results-monitoring': 5,
      'real-data': 1,
      'brazil-optimization': 1,
      'competitor-analysis': 0,
    });
    expect(usage.totals).toMatchObject({ runs: 11, aiRuns: 0, templateRuns: 11, tokensThisMonth: 0 });
    expect((await pro.agent.get('/api/ai-tools/usage').expect(200)).body.totals.runs).toBe(0);
  });
});
