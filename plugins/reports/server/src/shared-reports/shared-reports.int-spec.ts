import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { PublicSharedReport, SharedReportView } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { metaDescriptionFix } from '../testing/applied-fix.fixture.js';
import { padariaAnalysis, padariaScores } from '../testing/padaria-analysis.fixture.js';

/** The analyses this spec reads, served as the AnalysisPort (the analysis plugin provides it in the product). */
const analyses = new InMemoryAnalyses();
/** The analysis plugin's feature that a shared report reads: the optimised HTML, from Pro. */
const htmlDownload = { key: 'htmlDownload', label: { pt: 'Download do HTML otimizado', en: 'Optimized HTML download' }, plans: ['pro', 'enterprise'] } as const;
const storedAnalysesPlugin = inMemoryAnalysesPlugin(analyses, { features: [htmlDownload] });

function addAnalysis(workspaceId: string, overrides: Partial<AnalysisRecord> = {}): AnalysisRecord {
  const record = padariaAnalysis({
    metrics: {
      'first-contentful-paint': { value: 1800, display: '1,8 s', score: 0.84 },
      'largest-contentful-paint': { value: 4200, display: '4,2 s', score: 0.31 },
    },
    opportunities: [
      {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        titles: { pt: 'Elimine recursos que bloqueiam a renderização', en: 'Eliminate render-blocking resources' },
        savingsMs: 450,
        savingsBytes: 0,
      },
    ],
    appliedFixes: [metaDescriptionFix],
    verification: {
      status: 'completed',
      before: padariaScores,
      after: { performance: 81, accessibility: 95, seo: 100, bestPractices: 100 },
      summary: {
        pt: 'Desempenho +17, acessibilidade +7 e SEO +8 verificados; boas práticas estável',
        en: 'Performance +17, accessibility +7 and SEO +8 verified; best practices stable',
      },
      regressions: [],
    },
    ...overrides,
  });
  return analyses.add(workspaceId, record);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('shared reports', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let server: never;

  const share = (user: TestUser, analysisId: string, body: Record<string, unknown> = {}) =>
    user.agent.post('/api/reports/share').send({ analysisId, title: 'Relatório da Padaria', description: 'Resultados de novembro', ...body });
  const tokenOf = (report: SharedReportView) => report.shareUrl.split('/r/')[1]!;
  const viewCountOf = async (id: string) =>
    (await queryDatabase<{ view_count: number }>(testApp.database.url, 'select view_count from reports_shared_report where id = $1', [id]))[0]!.view_count;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [storedAnalysesPlugin, reportsPlugin], env: { PUBLIC_URL: 'https://app.otimiza.test/' } });
    server = testApp.server as never;
    owner = await createTestUser(testApp, { plan: 'pro' });
    stranger = await createTestUser(testApp, { plan: 'pro' });
    await queryDatabase(
      testApp.database.url,
      `insert into reports_brand_settings (workspace_id, company_name, primary_color, secondary_color, contact_email, website_url, logo, logo_type)
       values ($1, 'Agência Aurora', '#0F766E', '#134E4A', 'contato@aurora.com.br', 'https://aurora.com.br', $2, 'image/png')`,
      [owner.workspaceId, PNG],
    );
  });
  afterAll(() => testApp?.close());

  it('creates a shared report of a completed analysis and lists it, newest first', async () => {
    const first = addAnalysis(owner.workspaceId);
    const second = addAnalysis(owner.workspaceId, { url: 'https://padaria-exemplo.com.br/contato' });
    const created = (await share(owner, first.id, { isPublic: false, customizations: { includeCharts: false } }).expect(201)).body as SharedReportView;
    expect(created).toEqual({
      id: expect.any(String),
      analysisId: first.id,
      title: 'Relatório da Padaria',
      description: 'Resultados de novembro',
      isPublic: false,
      viewCount: 0,
      createdAt: expect.any(String),
      shareUrl: expect.stringMatching(/^https:\/\/app\.otimiza\.test\/r\/[A-Za-z0-9_-]{43}$/),
      customizations: { includeRecommendations: true, includeMetrics: true, includeCharts: false, hideContactInfo: false },
    });
    const newer = (await share(owner, second.id, { title: 'Contato' }).expect(201)).body as SharedReportView;
    expect(tokenOf(newer)).not.toBe(tokenOf(created));

    const listed = (await owner.agent.get('/api/reports/shared').expect(200)).body as { reports: SharedReportView[] };
    expect(listed.reports.map((report) => report.id).slice(0, 2)).toEqual([newer.id, created.id]);
    expect(listed.reports[1]).toEqual(created);
    expect((await stranger.agent.get('/api/reports/shared').expect(200)).body).toEqual({ reports: [] });
  });

  it('offers the completed analyses of the workspace only', async () => {
    const mine = addAnalysis(owner.workspaceId);
    const body = (await owner.agent.get('/api/reports/analyses').expect(200)).body as { analyses: { id: string }[] };
    expect(body.analyses.map((analysis) => analysis.id)).toContain(mine.id);
    expect(body.analyses[0]).toEqual({ id: expect.any(String), url: expect.any(String), createdAt: expect.any(String), scores: expect.any(Object) });
    expect((await stranger.agent.get('/api/reports/analyses').expect(200)).body.analyses.map((analysis: { id: string }) => analysis.id)).not.toContain(mine.id);
  });

  it('asks for an analysis when none is chosen, and answers another workspace’s analysis as a missing one', async () => {
    const missing = await owner.agent.post('/api/reports/share').send({ title: 'Sem análise' }).expect(400);
    expect(missing.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Selecione uma análise: escolha uma análise para compartilhar.' });
    const inEnglish = await owner.agent.post('/api/reports/share').set('Accept-Language', 'en').send({ title: 'Sem análise' }).expect(400);
    expect(inEnglish.body.error.message).toBe('Select an analysis: choose an analysis to share.');

    const foreign = addAnalysis(stranger.workspaceId);
    const answer = await share(owner, foreign.id).expect(404);
    const unknown = await share(owner, randomUUID()).expect(404);
    expect(answer.body).toEqual(unknown.body);
    expect(await queryDatabase(testApp.database.url, 'select 1 from reports_shared_report where analysis_id = $1', [foreign.id])).toEqual([]);
  });

  it('opens a public report for a logged-out visitor, privately, and counts visitors but not members', async () => {
    const analysis = addAnalysis(owner.workspaceId);
    const report = (await share(owner, analysis.id).expect(201)).body as SharedReportView;
    const token = tokenOf(report);

    const visit = await request(server).get(`/api/public/reports/${token}`).expect(200);
    expect(visit.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(visit.headers['referrer-policy']).toBe('no-referrer');
    expect(visit.headers['cache-control']).toBe('private, no-store');
    const body = visit.body as PublicSharedReport;
    expect(body).toMatchObject({
      title: 'Relatório da Padaria',
      description: 'Resultados de novembro',
      analysis: {
        url: 'https://padaria-exemplo.com.br/',
        analyzedAt: '2026-11-20T10:01:00.000Z',
        scores: { performance: 64, accessibility: 88, seo: 92, bestPractices: 100 },
        metrics: [
          { id: 'first-contentful-paint', value: 1800, display: '1,8 s', score: 0.84 },
          { id: 'largest-contentful-paint', value: 4200, display: '4,2 s', score: 0.31 },
        ],
        recommendations: {
          fixesDelivered: true,
          appliedFixes: [{ id: 'meta-description', title: { pt: 'Meta description adicionada' } }],
          opportunities: [
            {
              id: 'render-blocking-resources',
              title: { pt: 'Elimine recursos que bloqueiam a renderização', en: 'Eliminate render-blocking resources' },
              savingsMs: 450,
            },
          ],
        },
        verified: {
          after: { performance: 81, accessibility: 95, seo: 100, bestPractices: 100 },
          summary: { pt: 'Desempenho +17, acessibilidade +7 e SEO +8 verificados; boas práticas estável', en: expect.any(String) },
          regressions: [],
        },
      },
      brand: {
        companyName: 'Agência Aurora',
        logoUrl: expect.stringMatching(new RegExp(`^/api/public/reports/${token}/logo`)),
        primaryColor: '#0F766E',
        secondaryColor: '#134E4A',
        contact: { email: 'contato@aurora.com.br', website: 'https://aurora.com.br' },
      },
      // White-label is not mounted here: no brand in force.
      whiteLabel: null,
    });
    expect(JSON.stringify(body)).not.toContain(owner.workspaceId);

    const logo = await request(server).get(body.brand.logoUrl!).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);

    await stranger.agent.get(`/api/public/reports/${token}`).expect(200);
    await owner.agent.get(`/api/public/reports/${token}`).expect(200);
    await owner.agent.get(`/api/public/reports/${token}`).expect(200);
    expect(await viewCountOf(report.id)).toBe(2);
    // Twenty visitors at once are twenty views: the count is one increment in the database.
    await Promise.all(Array.from({ length: 20 }, () => request(server).get(`/api/public/reports/${token}`).expect(200)));
    expect(await viewCountOf(report.id)).toBe(22);
    const listed = (await owner.agent.get('/api/reports/shared').expect(200)).body as { reports: SharedReportView[] };
    expect(listed.reports.find((line) => line.id === report.id)?.viewCount).toBe(22);
  });

  it('opens a private report only for members of its workspace, and hides what the customizations leave out', async () => {
    const analysis = addAnalysis(owner.workspaceId);
    const report = (
      await share(owner, analysis.id, {
        isPublic: false,
        customizations: { includeMetrics: false, includeRecommendations: false, hideContactInfo: true },
      }).expect(201)
    ).body as SharedReportView;
    const token = tokenOf(report);
    const unknown = await request(server)
      .get(`/api/public/reports/${'x'.repeat(43)}`)
      .expect(404);

    const loggedOut = await request(server).get(`/api/public/reports/${token}`).expect(404);
    expect(loggedOut.body).toEqual(unknown.body);
    expect(loggedOut.headers['x-robots-tag']).toBe('noindex, nofollow');
    const foreign = await stranger.agent.get(`/api/public/reports/${token}`).expect(404);
    expect(foreign.body).toEqual(unknown.body);
    await request(server).get(`/api/public/reports/${token}/logo`).expect(404);

    const member = (await owner.agent.get(`/api/public/reports/${token}`).expect(200)).body as PublicSharedReport;
    expect(member.analysis.metrics).toBeNull();
    expect(member.analysis.recommendations).toBeNull();
    expect(member.brand.contact).toBeNull();
    await owner.agent.get(`/api/public/reports/${token}/logo`).expect(200);
    expect(await viewCountOf(report.id)).toBe(0);
  });

  it('is public when the request does not say otherwise (what the dialog offers first)', async () => {
    // share() names no isPublic.
    const report = (await share(owner, addAnalysis(owner.workspaceId).id, { title: 'Sem escolha' }).expect(201)).body as SharedReportView;
    expect(report.isPublic).toBe(true);
    await request(server)
      .get(`/api/public/reports/${tokenOf(report)}`)
      .expect(200);
  });

  it('says the fixes were applied only when the workspace’s plan receives the optimised HTML (Pro and up)', async () => {
    const delivered = async (plan: 'free' | 'lite' | 'pro' | 'enterprise') => {
      const user = await createTestUser(testApp, { plan });
      const report = (await share(user, addAnalysis(user.workspaceId).id).expect(201)).body as SharedReportView;
      const visit = (
        await request(server)
          .get(`/api/public/reports/${tokenOf(report)}`)
          .expect(200)
      ).body as PublicSharedReport;
      return { user, token: tokenOf(report), delivered: visit.analysis.recommendations!.fixesDelivered };
    };
    expect((await delivered('free')).delivered).toBe(false);
    expect((await delivered('lite')).delivered).toBe(false);
    expect((await delivered('pro')).delivered).toBe(true);
    const enterprise = await delivered('enterprise');
    expect(enterprise.delivered).toBe(true);
    // The plan in force decides: a workspace back on free no longer has the optimised HTML to show.
    await queryDatabase(testApp.database.url, "update core_workspace set plan = 'free' where id = $1", [enterprise.user.workspaceId]);
    const later = (await request(server).get(`/api/public/reports/${enterprise.token}`).expect(200)).body as PublicSharedReport;
    expect(later.analysis.recommendations!.fixesDelivered).toBe(false);
  });

  it('answers a malformed token like an unknown one', async () => {
    const unknown = await request(server)
      .get(`/api/public/reports/${'y'.repeat(43)}`)
      .expect(404);
    const malformed = await request(server).get('/api/public/reports/n%C3%A3o-existe').expect(404);
    expect(malformed.body).toEqual(unknown.body);
  });

  it('revokes a link: its token answers 404, it leaves the list, and another workspace cannot revoke it', async () => {
    const analysis = addAnalysis(owner.workspaceId);
    const report = (await share(owner, analysis.id).expect(201)).body as SharedReportView;
    const token = tokenOf(report);
    await request(server).get(`/api/public/reports/${token}`).expect(200);

    const foreign = await stranger.agent.delete(`/api/reports/shared/${report.id}`).expect(404);
    const missing = await stranger.agent.delete(`/api/reports/shared/${randomUUID()}`).expect(404);
    expect(foreign.body).toEqual(missing.body);
    await request(server).get(`/api/public/reports/${token}`).expect(200);

    expect((await owner.agent.delete(`/api/reports/shared/${report.id}`).expect(200)).body).toEqual({ success: true });
    await request(server).get(`/api/public/reports/${token}`).expect(404);
    await owner.agent.get(`/api/public/reports/${token}`).expect(404);
    await owner.agent.delete(`/api/reports/shared/${report.id}`).expect(404);
    const listed = (await owner.agent.get('/api/reports/shared').expect(200)).body as { reports: SharedReportView[] };
    expect(listed.reports.map((line) => line.id)).not.toContain(report.id);
  });

  it('needs a session for the workspace routes, and lists the plugin for visitors (its public page)', async () => {
    await request(server).get('/api/reports/shared').expect(401);
    await request(server).post('/api/reports/share').send({}).expect(401);
    const plugins = (await request(server).get('/api/plugins').expect(200)).body as { plugins: { id: string }[] };
    expect(plugins.plugins.map((plugin) => plugin.id)).toContain('reports');
  });
});
