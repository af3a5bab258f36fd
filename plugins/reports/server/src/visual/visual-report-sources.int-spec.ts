import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { InteractiveReport, InteractiveReportList, VisualOverview } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';

/** Another plugin's entity by its name, as the app registered it: this spec imports no other plugin. */
const entityNamed = (em: EntityManager, name: string) => em.getMetadata().getByClassName(name).class;

const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
/** When each item was made (or finished, generated), as stored. */
const when = { competitor: at(5), siteRunStarted: at(30), siteRunFinished: at(4), audit: at(3), bi: at(2), expiredBi: at(400), expiredBiGone: at(200) };

/**
 * The reports tab with every plugin whose items it lists mounted: a row of each type stored as its
 * plugin stores it (by entity name, so this spec imports no other plugin), read back through the ports
 * those plugins provide, each with its counts, dates and where it opens; another workspace's never.
 */
describe('the reports tab lists what the workspace stored, under its type (/api/visual/reports)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let proUser: TestUser;
  const ids = { competitor: randomUUID(), siteRun: randomUUID(), audit: randomUUID(), bi: randomUUID(), expiredBi: randomUUID(), otherAudit: randomUUID() };

  const reportsOf = async (user: TestUser, type = 'all') =>
    (await user.agent.get(`/api/visual/reports?type=${type}`).expect(200)).body as InteractiveReportList;

  async function store(user: TestUser): Promise<void> {
    const workspaceId = user.workspaceId;
    const em = testApp.app.get(EntityManager).fork();
    const site = (domain: string, performance: number) => ({
      domain,
      url: `https://${domain}/`,
      analysisId: randomUUID(),
      loadTimeMs: null,
      performanceScore: performance,
      seoScore: 90,
      accessibilityScore: 88,
      bestPracticesScore: 100,
    });
    // A completed competitor analysis, as the AI tools store its run.
    await queryDatabase(
      testApp.database.url,
      `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, source, progress, result, completed_at, created_at, updated_at)
       values ($1, $2, $3, 'competitor-analysis', 'https://minha-loja.com.br/', 'completed', 'template', 100, $4, $5, $5, $5)`,
      [
        ids.competitor,
        workspaceId,
        user.userId,
        JSON.stringify({ target: { ...site('minha-loja.com.br', 71), advantages: [] }, competitors: [site('rival-a.com.br', 64), site('rival-b.com.br', 80)] }),
        when.competitor,
      ],
    );
    em.create(entityNamed(em, 'SiteAuditRun'), {
      id: ids.siteRun,
      workspace: workspaceId,
      origin: 'https://minha-loja.com.br',
      pathPrefix: '/',
      host: 'minha-loja.com.br',
      strategy: 'mobile',
      samplePerGroup: 3,
      pageCap: 50,
      status: 'completed',
      discovered: 14,
      toAudit: 12,
      audited: 11,
      failed: 1,
      createdAt: when.siteRunStarted,
      updatedAt: when.siteRunFinished,
      finishedAt: when.siteRunFinished,
    });
    em.create(entityNamed(em, 'AuditReport'), {
      id: ids.audit,
      workspace: workspaceId,
      title: 'Auditoria LGPD da loja',
      description: 'Privacidade e cookies',
      type: 'privacy',
      status: 'completed',
      urls: ['https://minha-loja.com.br/', 'https://minha-loja.com.br/contato'],
      frameworks: [],
      progress: { total: 2, done: 2 },
      summary: { overallScore: 75, totalChecks: 24, passed: 18, failed: 6, riskLevel: 'medium', failedBySeverity: {}, correctedByFixer: 0 },
      auditor: { name: 'Otimiza', certification: null },
      siteErrors: [],
      createdAt: when.audit,
      updatedAt: when.audit,
      completedAt: when.audit,
    });
    for (const [id, generated, expires] of [
      [ids.bi, when.bi, new Date(Date.now() + 24 * hour)],
      [ids.expiredBi, when.expiredBi, when.expiredBiGone],
    ] as const)
      em.create(entityNamed(em, 'BiReport'), {
        id,
        workspace: workspaceId,
        title: id === ids.bi ? 'Relatório mensal de BI' : 'Relatório antigo',
        format: 'pdf',
        description: '',
        language: 'pt',
        category: 'all',
        filters: {},
        sections: [
          { kind: 'metric', id: 'm1', title: 'Receita' },
          { kind: 'dashboard', id: 'd1', title: 'Executivo' },
        ],
        filename: 'relatorio.pdf',
        fileSize: 48_213,
        generatedAt: generated,
        expiresAt: expires,
        createdAt: generated,
        updatedAt: generated,
      });
    await em.flush();
  }

  beforeAll(async () => {
    testApp = await createTestApp({
      plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses()), reportsPlugin, ...(await installedPlugins('ai-tools', 'site-audit', 'audit', 'bi'))],
    });
    [owner, other, proUser] = await Promise.all([
      createTestUser(testApp, { plan: 'enterprise' }),
      createTestUser(testApp, { plan: 'enterprise' }),
      createTestUser(testApp, { plan: 'pro' }),
    ]);
    await store(owner);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const byType = (list: InteractiveReportList, type: InteractiveReport['type']) => list.reports.filter((report) => report.type === type);

  it('lists each stored item under its type, newest first, with counts and dates from its row and where it opens', async () => {
    const list = await reportsOf(owner);
    expect(list.unavailable).toEqual([]);
    expect(list.reports.map((report) => report.id)).toEqual([ids.bi, ids.audit, ids.siteRun, ids.competitor, ids.expiredBi]);

    expect(byType(list, 'competitor_comparison')).toEqual([
      expect.objectContaining({
        id: ids.competitor,
        name: 'minha-loja.com.br',
        description: 'rival-a.com.br, rival-b.com.br',
        url: 'https://minha-loja.com.br/',
        createdAt: when.competitor.toISOString(),
        href: '/ai-tools?tool=competitor-analysis&url=https%3A%2F%2Fminha-loja.com.br%2F',
        analytics: null,
        facts: [
          { key: 'competitors', value: 2 },
          { key: 'targetPerformance', value: 71 },
        ],
      }),
    ]);
    expect(byType(list, 'performance_trends')).toEqual([
      expect.objectContaining({
        id: ids.siteRun,
        name: 'minha-loja.com.br',
        url: 'https://minha-loja.com.br/',
        createdAt: when.siteRunFinished.toISOString(),
        href: `/site-audit/${ids.siteRun}`,
        status: null,
        analytics: null,
        facts: [
          { key: 'pagesAudited', value: 11 },
          { key: 'pagesFailed', value: 1 },
        ],
      }),
    ]);
    expect(byType(list, 'seo_audit')).toEqual([
      {
        id: ids.audit,
        name: 'Auditoria LGPD da loja',
        description: 'Privacidade e cookies',
        type: 'seo_audit',
        url: null,
        createdAt: when.audit.toISOString(),
        href: `/audit-compliance?report=${ids.audit}`,
        status: null,
        isPublic: false,
        revoked: false,
        analytics: null,
        facts: [
          { key: 'sites', value: 2 },
          { key: 'checks', value: 24 },
          { key: 'failedChecks', value: 6 },
          { key: 'overallScore', value: 75 },
        ],
      },
    ]);
    const [bi, expiredBi] = byType(list, 'business_intelligence');
    expect(bi).toMatchObject({
      id: ids.bi,
      name: 'Relatório mensal de BI',
      createdAt: when.bi.toISOString(),
      href: '/business-intelligence?tab=reports',
      status: null,
      facts: [
        { key: 'sections', value: 2 },
        { key: 'fileSize', value: 48_213 },
      ],
    });
    expect(expiredBi).toMatchObject({ id: ids.expiredBi, status: 'expired', createdAt: when.expiredBi.toISOString() });
  });

  it('the overview’s Relatórios card counts what the tab lists, of every type (not only shared pages)', async () => {
    const listed = await reportsOf(owner);
    const overview = (await owner.agent.get('/api/visual/overview?period=30d').expect(200)).body as VisualOverview;
    expect(listed.reports).toHaveLength(5);
    expect(overview.reports).toEqual({
      totalReports: listed.reports.length,
      totalViews: listed.reports.reduce((sum, report) => sum + (report.analytics?.views ?? 0), 0),
    });
  });

  it('filters by type', async () => {
    expect((await reportsOf(owner, 'seo_audit')).reports.map((report) => report.id)).toEqual([ids.audit]);
    expect((await reportsOf(owner, 'business_intelligence')).reports.map((report) => report.id)).toEqual([ids.bi, ids.expiredBi]);
    expect((await reportsOf(owner, 'performance_trends')).reports.map((report) => report.id)).toEqual([ids.siteRun]);
    expect((await reportsOf(owner, 'competitor_comparison')).reports.map((report) => report.id)).toEqual([ids.competitor]);
    expect((await reportsOf(owner, 'website_analysis')).reports).toEqual([]);
  });

  it('never shows another workspace’s items, in either direction', async () => {
    expect(await reportsOf(other)).toEqual({ reports: [], unavailable: [] });
    // The other workspace's own audit report is its alone.
    const em = testApp.app.get(EntityManager).fork();
    em.create(entityNamed(em, 'AuditReport'), {
      id: ids.otherAudit,
      workspace: other.workspaceId,
      title: 'Auditoria de outro espaço',
      type: 'comprehensive',
      status: 'in_progress',
      urls: ['https://outro.com.br/'],
      frameworks: [],
      progress: { total: 1, done: 0 },
      auditor: { name: 'Otimiza', certification: null },
      siteErrors: [],
    });
    await em.flush();
    expect((await reportsOf(other)).reports).toEqual([
      expect.objectContaining({ id: ids.otherAudit, status: 'in_progress', facts: [{ key: 'sites', value: 1 }] }),
    ]);
    expect((await reportsOf(owner)).reports.map((report) => report.id)).not.toContain(ids.otherAudit);
  });

  it('leaves out, and names, the types whose plugin is outside the plan, even with rows stored', async () => {
    // Pro has neither the compliance audit nor business intelligence, but whole-site audits.
    const proRun = randomUUID();
    const em = testApp.app.get(EntityManager).fork();
    em.create(entityNamed(em, 'AuditReport'), {
      workspace: proUser.workspaceId,
      title: 'Feita quando era Enterprise',
      type: 'comprehensive',
      status: 'completed',
      urls: ['https://pro.com.br/'],
      frameworks: [],
      progress: { total: 1, done: 1 },
      auditor: { name: 'Otimiza', certification: null },
      siteErrors: [],
    });
    em.create(entityNamed(em, 'SiteAuditRun'), {
      id: proRun,
      workspace: proUser.workspaceId,
      origin: 'https://pro.com.br',
      host: 'pro.com.br',
      strategy: 'desktop',
      samplePerGroup: 3,
      pageCap: 50,
      status: 'cancelled',
      audited: 2,
      failed: 0,
      finishedAt: new Date(),
    });
    await em.flush();
    const list = await reportsOf(proUser);
    expect([...list.unavailable].sort()).toEqual(['business_intelligence', 'seo_audit']);
    expect(list.reports).toEqual([expect.objectContaining({ id: proRun, type: 'performance_trends', status: 'cancelled', name: 'pro.com.br' })]);
    expect(await reportsOf(proUser, 'seo_audit')).toEqual({ reports: [], unavailable: list.unavailable });
    // The overview counts the same item, not the audit report its plan no longer lists.
    const overview = (await proUser.agent.get('/api/visual/overview?period=30d').expect(200)).body as VisualOverview;
    expect(overview.reports.totalReports).toBe(1);
  });
});
