import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { defineEntity, EntityManager, MikroORM, p, type EntityClass } from '@mikro-orm/postgresql';
import { Migration } from '@mikro-orm/migrations';
import {
  CurrentAuth,
  defineServerPlugin,
  forWorkspace,
  WORKSPACE_FILTER,
  workspaceFilter,
  workspaceOwnedProperties,
  type AuthContext,
} from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { createTestUser, expectWorkspaceFilterHolds, workspaceOwnedEntities, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

/** A plugin of the spec's own, made the way the SDK guide says: one workspace-owned entity. */
const NoteSchema = defineEntity({
  name: 'ProbeNote',
  tableName: 'probenotes_note',
  filters: workspaceFilter,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    text: p.string(),
    ...workspaceOwnedProperties(),
  },
});

class NotesMigration extends Migration {
  override up(): void {
    this.addSql(`create table probenotes_note (
      id uuid primary key, text text not null,
      workspace_id uuid not null references core_workspace(id) on delete cascade,
      created_at timestamptz not null, updated_at timestamptz not null)`);
  }
}

@Controller('probe-notes')
class NotesController {
  constructor(private readonly em: EntityManager) {}

  /** No `where workspace`: the filter scopes it. */
  @Get()
  async list() {
    return (await this.em.find(NoteSchema, {}, { orderBy: { text: 'asc' } })).map((note) => note.text);
  }

  @Post()
  async create(@CurrentAuth() auth: AuthContext, @Body() body: { text: string }) {
    const note = this.em.create(NoteSchema, { text: body.text, workspace: auth.workspaceId });
    await this.em.flush();
    return { id: note.id };
  }
}

@Module({ controllers: [NotesController] })
class NotesModule {}

const notesPlugin = defineServerPlugin({
  manifest: definePluginManifest({ id: 'probenotes', displayName: { id: 'probenotes.name', message: 'Notes' }, requiredFeature: null }),
  module: NotesModule,
  entities: [NoteSchema],
  migrations: [{ name: 'probenotes-20261126000000-notes', class: NotesMigration }],
});

/** The workspace-owned entities this spec stores rows of: the core's, the shipped plugins' and its own probe. */
const coveredHere = [
  'ProbeNote',
  'ReportsBrandSettings',
  'ReportsPdfExport',
  'ReportsSharedReport',
  'ReportsShareView',
  'ReportsRecurringReport',
  'ReportsRecurringRun',
  'AiToolsRun',
  'CoreAiUsage',
  'Analysis',
  'AnalysisDeploy',
  'AnalysisHtmlFix',
  'AnalysisSiteBundle',
  'AnalysisWorkspaceStats',
  'AnalysisMonthlyStats',
  'AnalysisUrlStats',
  'CoreCheckoutSession',
  'CoreSubscription',
  'CoreMonthlyUsage',
  'CoreUsageReservation',
  'CoreWorkspacePlugin',
  'CoreWorkspacePluginSettings',
  'CoreWorkspaceInvitation',
  'CoreApiKey',
  'CoreMetricDaily',
  'CoreMetricSource',
];

describe('the workspace filter on workspace-owned entities', () => {
  /** A plugin's entity by its name: the core's spec does not import plugins' code. */
  const entityNamed = (name: string) => [...em.getMetadata().getAll().values()].find((meta) => meta.className === name)!.class as EntityClass<object>;
  let testApp: TestApp;
  let a: TestUser;
  let b: TestUser;
  let em: EntityManager;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...serverPlugins, notesPlugin] });
    em = testApp.app.get(MikroORM, { strict: false }).em as EntityManager;
    [a, b] = await Promise.all([createTestUser(testApp, { plan: 'pro' }), createTestUser(testApp, { plan: 'pro' })]);
    // Rows of both workspaces in every workspace-owned entity: a new entity without rows here fails the second test.
    for (const text of ['a1', 'a2']) await a.agent.post('/api/probe-notes').send({ text }).expect(201);
    await b.agent.post('/api/probe-notes').send({ text: 'b1' }).expect(201);
    for (const [user, companyName] of [
      [a, 'Padaria A'],
      [b, 'Padaria B'],
    ] as const) {
      await user.agent
        .put('/api/brand-settings')
        .send({ companyName, primaryColor: '#0F766E', secondaryColor: '#134E4A', contactEmail: '', websiteUrl: '', description: '' })
        .expect(200);
      await em.fork().insert(entityNamed('ReportsPdfExport'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        analysisId: randomUUID(),
        url: 'https://padaria.com.br/',
        language: 'pt',
        bytes: 2048,
        fileName: 'relatorio.pdf',
      });
      const reportId = randomUUID();
      await em.fork().insert(entityNamed('ReportsRecurringReport'), {
        id: reportId,
        workspace: user.workspaceId,
        name: companyName,
        urls: ['https://padaria.com.br/'],
        frequency: 'weekly',
        recipients: ['dono@padaria.com.br'],
        settings: {},
      });
      await em.fork().insert(entityNamed('ReportsRecurringRun'), { id: randomUUID(), report: reportId, scheduledFor: new Date(), status: 'succeeded' });
      await em.fork().insert(entityNamed('CoreAiUsage'), { id: randomUUID(), workspace: user.workspaceId, tool: 'content', model: 'gpt-5', outcome: 'ok' });
      await em.fork().insert(entityNamed('AiToolsRun'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        tool: 'content',
        url: 'https://padaria.com.br/',
        status: 'running',
      });
      const sharedReportId = randomUUID();
      await em.fork().insert(entityNamed('ReportsSharedReport'), {
        id: sharedReportId,
        workspace: user.workspaceId,
        analysisId: randomUUID(),
        title: companyName,
        token: randomUUID(),
        customizations: {},
      });
      await em.fork().insert(entityNamed('ReportsShareView'), { id: randomUUID(), workspace: user.workspaceId, report: sharedReportId, seconds: 12 });
      const bundleId = randomUUID();
      await em.fork().insert(entityNamed('AnalysisSiteBundle'), {
        id: bundleId,
        workspace: user.workspaceId,
        origin: 'https://padaria.com.br',
        digest: randomUUID(),
        files: {},
      });
      // A completed analysis: the statement triggers also give the workspace its dashboard, monthly and URL figures.
      const analysisId = randomUUID();
      await em.fork().insert(entityNamed('Analysis'), {
        id: analysisId,
        workspace: user.workspaceId,
        url: 'https://padaria.com.br/',
        domain: 'padaria.com.br',
        path: '/',
        strategy: 'mobile',
        status: 'completed',
        performanceScore: 80,
        accessibilityScore: 90,
        seoScore: 90,
        bestPracticesScore: 100,
        siteBundle: bundleId,
      });
      await em.fork().insert(entityNamed('AnalysisDeploy'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        analysis: analysisId,
        url: 'https://padaria.com.br/',
        host: 'ftp.padaria.com.br',
        remotePath: '/index.html',
        protocol: 'ftps',
        status: 'succeeded',
      });
      await em.fork().insert(entityNamed('AnalysisHtmlFix'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        url: 'https://padaria.com.br/',
        optimizedHtml: '<html></html>',
        fixes: [],
      });
      await em.fork().insert(entityNamed('CoreCheckoutSession'), {
        id: `cs_${randomUUID()}`,
        workspace: user.workspaceId,
        user: user.userId,
        provider: 'sandbox',
        plan: 'pro',
        successUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/no',
      });
      await em.fork().insert(entityNamed('CoreSubscription'), {
        id: `sub_${randomUUID()}`,
        workspace: user.workspaceId,
        provider: 'sandbox',
        plan: 'pro',
        status: 'active',
        stateAt: new Date(),
      });
      await em.fork().insert(entityNamed('CoreMonthlyUsage'), { workspace: user.workspaceId, month: '2026-11', analyses: 1 });
      await em.fork().insert(entityNamed('CoreUsageReservation'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        holdsSlot: true,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await em.fork().insert(entityNamed('CoreWorkspacePlugin'), { id: randomUUID(), workspace: user.workspaceId, pluginId: 'manual', enabled: false });
      await em.fork().insert(entityNamed('CoreWorkspacePluginSettings'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        pluginId: 'site-audit',
        values: { defaultSamplePerGroup: 3 },
      });
      await em.fork().insert(entityNamed('CoreApiKey'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        createdBy: user.userId,
        name: companyName,
        prefix: randomUUID().slice(0, 8),
        secretHash: randomUUID(),
      });
      await em.fork().insert(entityNamed('CoreMetricDaily'), {
        workspace: user.workspaceId,
        metric: 'score.performance',
        site: 'https://padaria.com.br/',
        dimension: 'mobile',
        day: '2026-11-20',
        sum: 80,
        count: 1,
        min: 80,
        max: 80,
        last: 80,
        lastAt: new Date('2026-11-20T12:00:00Z'),
      });
      await em.fork().insert(entityNamed('CoreMetricSource'), { workspace: user.workspaceId, sourceKey: `analysis:${analysisId}:score.performance` });
      await em.fork().insert(entityNamed('CoreWorkspaceInvitation'), {
        id: randomUUID(),
        workspace: user.workspaceId,
        email: `convidado-${companyName.at(-1)}@example.com`,
        role: 'member',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
      });
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('scopes a request to the workspace of its session, with no where clause in the route', async () => {
    expect((await a.agent.get('/api/probe-notes').expect(200)).body).toEqual(['a1', 'a2']);
    expect((await b.agent.get('/api/probe-notes').expect(200)).body).toEqual(['b1']);
  });

  it("never returns B's rows of any workspace-owned entity of the core and the shipped plugins to a context set to A", async () => {
    // A plugin added later checks its own entities in its contract (describePluginContract), from the rows its cases store.
    const owned = workspaceOwnedEntities(em, (meta) => coveredHere.includes(meta.className));
    expect(owned.map((meta) => meta.className).sort()).toEqual([...coveredHere].sort());
    for (const meta of owned) await expectWorkspaceFilterHolds(em, meta, a.workspaceId, b.workspaceId);
  });

  it('refuses a query with no workspace in context instead of reading every workspace', async () => {
    await expect(em.fork().find(NoteSchema, {})).rejects.toThrow(`No arguments provided for filter '${WORKSPACE_FILTER}'`);
    await expect(em.fork().count(NoteSchema, {})).rejects.toThrow(/No arguments provided/);
  });

  it('keeps updates and deletes to the workspace too, and crosses workspaces only when the call says so', async () => {
    await forWorkspace(em, a.workspaceId).nativeUpdate(NoteSchema, {}, { text: 'changed' });
    await forWorkspace(em, a.workspaceId).nativeDelete(NoteSchema, { text: 'nothing-of-a' });
    expect((await b.agent.get('/api/probe-notes').expect(200)).body).toEqual(['b1']);
    const all = await em.fork().find(NoteSchema, {}, { filters: { [WORKSPACE_FILTER]: false }, orderBy: { text: 'asc' } });
    expect(all.map((note) => note.text)).toEqual(['b1', 'changed', 'changed']);
  });
});
