import { Module } from '@nestjs/common';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { defineServerPlugin, WorkspaceSettingsPort } from '@otimiza/sdk/server';
import { defineWorkspaceSettings, definePluginManifest, type WorkspacePluginSettingsResponse, type WorkspacePluginsResponse } from '@otimiza/sdk/shared';
import { binaryBody, createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readZip } from '../own-account/data-export/zip-reader.js';

/** A plugin with a setting of each kind the form shows. */
const probeSettings = defineWorkspaceSettings({
  pluginId: 'probesettings',
  schema: z.object({
    signature: z.string().trim().max(20).default('Equipe'),
    weekly: z.boolean().default(false),
    threshold: z.number().min(0).max(100).default(10),
    language: z.enum(['pt', 'en']).default('pt'),
  }),
  fields: {
    signature: { label: { pt: 'Assinatura', en: 'Signature' } },
    weekly: { label: { pt: 'Toda semana', en: 'Every week' } },
    threshold: { label: { pt: 'Limite do alerta', en: 'Alert threshold' }, description: { pt: 'Pontos.', en: 'Points.' } },
    language: { label: { pt: 'Idioma do relatório', en: 'Report language' } },
  },
});

@Module({})
class ProbeModule {}

const probePlugin = defineServerPlugin({
  manifest: definePluginManifest({ id: 'probesettings', displayName: { id: 'probesettings.name', message: 'Probe' }, requiredFeature: null }),
  module: ProbeModule,
  workspaceSettings: probeSettings,
});

const defaults = { signature: 'Equipe', weekly: false, threshold: 10, language: 'pt' };

async function joinAs(testApp: TestApp, user: TestUser, workspaceId: string, role: 'admin' | 'member' | 'viewer') {
  await queryDatabase(testApp.database.url, `insert into core_membership (user_id, workspace_id, role) values ($1, $2, $3)`, [user.userId, workspaceId, role]);
  await queryDatabase(testApp.database.url, 'update core_session set workspace_id = $1 where user_id = $2', [workspaceId, user.userId]);
}

const rowsOf = (testApp: TestApp, workspaceId: string) =>
  queryDatabase<{ plugin_id: string; values: Record<string, unknown> }>(
    testApp.database.url,
    'select plugin_id, values from core_workspace_plugin_settings where workspace_id = $1',
    [workspaceId],
  );

describe('per-workspace plugin settings: /api/workspace/plugins/:id/settings', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis', 'site-audit', 'manual')), probePlugin] });
  });
  afterAll(() => testApp?.close());

  it('lists each plugin’s settings form as JSON Schema with pt/en labels (null without settings)', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const list = (await owner.agent.get('/api/workspace/plugins').expect(200)).body as WorkspacePluginsResponse;
    const byId = new Map(list.plugins.map((plugin) => [plugin.id, plugin]));
    expect(byId.get('manual')!.settings).toBeNull();
    expect(byId.get('site-audit')!.settings!.schema.properties).toEqual({
      defaultSamplePerGroup: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
      defaultStrategy: { type: 'string', enum: ['mobile', 'desktop'], default: 'mobile' },
    });
    expect(byId.get('site-audit')!.settings!.fields['defaultSamplePerGroup']!.label).toEqual({ pt: 'Páginas por modelo', en: 'Pages per template' });
    expect(byId.get('probesettings')!.settings!.schema.properties['signature']).toEqual({ type: 'string', maxLength: 20, default: 'Equipe' });
  });

  it('answers the defaults before anything is saved, then the saved values, for the route and the plugins’ port alike', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const before = (await owner.agent.get('/api/workspace/plugins/probesettings/settings').expect(200)).body as WorkspacePluginSettingsResponse;
    expect(before).toMatchObject({ pluginId: 'probesettings', values: defaults, canChange: true });
    const port = testApp.app.get(WorkspaceSettingsPort, { strict: false });
    expect(await port.read(probeSettings, owner.workspaceId)).toEqual(defaults);

    const values = { signature: '  Padaria  ', weekly: true, threshold: 42.5, language: 'en' };
    const saved = (await owner.agent.put('/api/workspace/plugins/probesettings/settings').send({ values }).expect(200)).body as WorkspacePluginSettingsResponse;
    // Stored as the schema parsed them (trimmed).
    expect(saved.values).toEqual({ ...values, signature: 'Padaria' });
    expect((await owner.agent.get('/api/workspace/plugins/probesettings/settings').expect(200)).body.values).toEqual(saved.values);
    expect(await port.read(probeSettings, owner.workspaceId)).toEqual(saved.values);

    // A partial save fills the rest with defaults; a value stored before its field changed reads as the default.
    await owner.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { threshold: 5 } })
      .expect(200);
    expect(await port.read(probeSettings, owner.workspaceId)).toEqual({ ...defaults, threshold: 5 });
    await queryDatabase(
      testApp.database.url,
      `update core_workspace_plugin_settings set values = '{"threshold": "high", "weekly": true}' where workspace_id = $1`,
      [owner.workspaceId],
    );
    expect(await port.read(probeSettings, owner.workspaceId)).toEqual({ ...defaults, weekly: true });
  });

  it('the site audit reads its workspace’s defaults through the port', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const port = testApp.app.get(WorkspaceSettingsPort, { strict: false });
    const siteAudit = (await installedPlugins('site-audit'))[0]!.workspaceSettings!;
    expect(await port.read(siteAudit, owner.workspaceId)).toEqual({ defaultSamplePerGroup: 5, defaultStrategy: 'mobile' });
    await owner.agent
      .put('/api/workspace/plugins/site-audit/settings')
      .send({ values: { defaultSamplePerGroup: 3, defaultStrategy: 'desktop' } })
      .expect(200);
    expect(await port.read(siteAudit, owner.workspaceId)).toEqual({ defaultSamplePerGroup: 3, defaultStrategy: 'desktop' });
  });

  it('refuses bad values with VALIDATION_ERROR naming each field by its label in the user’s language, writing nothing', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const put = (values: unknown, language = 'pt') =>
      owner.agent.put('/api/workspace/plugins/probesettings/settings').set('Accept-Language', language).send({ values });

    const tooBig = (await put({ threshold: 101, language: 'fr' }).expect(400)).body.error;
    expect(tooBig.type).toBe('VALIDATION_ERROR');
    expect(tooBig.message).toBe('"Limite do alerta" pode ser no máximo 100.');
    expect(tooBig.details.fields).toEqual([
      { path: 'threshold', message: '"Limite do alerta" pode ser no máximo 100.' },
      { path: 'language', message: '"Idioma do relatório" precisa ser um destes: pt, en.' },
    ]);
    const english = (await put({ threshold: 101 }, 'en').expect(400)).body.error;
    expect(english.message).toBe('"Alert threshold" must be at most 100.');
    expect((await put({ weekly: 'yes' }, 'en').expect(400)).body.error.message).toBe('"Every week" must be yes or no.');
    expect((await put({ signature: 'x'.repeat(21) }).expect(400)).body.error.message).toBe('"Assinatura" pode ter até 20 caracteres.');
    expect((await put({ colour: 'red' }).expect(400)).body.error.message).toBe('A configuração "colour" não existe.');
    // The body's own shape is checked at the edge too.
    for (const body of [{}, { values: [] }, { values: { threshold: { nested: 1 } } }, { values: {}, extra: 1 }]) {
      expect((await owner.agent.put('/api/workspace/plugins/probesettings/settings').send(body).expect(400)).body.error.type).toBe('VALIDATION_ERROR');
    }
    // One bad value among good ones saves none of them.
    await put({ signature: 'Boa', threshold: -1 }).expect(400);
    expect(await rowsOf(testApp, owner.workspaceId)).toHaveLength(0);
  });

  it('lets only owners and admins write: a member reads (canChange false) and gets 403, an admin saves', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const member = await createTestUser(testApp, { plan: 'pro' });
    const admin = await createTestUser(testApp, { plan: 'pro' });
    await joinAs(testApp, member, owner.workspaceId, 'member');
    await joinAs(testApp, admin, owner.workspaceId, 'admin');
    const seen = (await member.agent.get('/api/workspace/plugins/probesettings/settings').expect(200)).body as WorkspacePluginSettingsResponse;
    expect(seen.canChange).toBe(false);
    const refused = await member.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { threshold: 50 } })
      .expect(403);
    expect(refused.body.error.type).toBe('FORBIDDEN');
    expect(await rowsOf(testApp, owner.workspaceId)).toHaveLength(0);
    await admin.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { threshold: 50 } })
      .expect(200);
    expect((await owner.agent.get('/api/workspace/plugins/probesettings/settings').expect(200)).body.values.threshold).toBe(50);
  });

  it('keeps each workspace’s values to itself, and answers 404 for a plugin not installed or without settings', async () => {
    const a = await createTestUser(testApp, { plan: 'pro' });
    const b = await createTestUser(testApp, { plan: 'pro' });
    await a.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { signature: 'Só de A', threshold: 77 } })
      .expect(200);
    // B sees its own defaults, never A's values, and its save leaves A's row as it was.
    expect((await b.agent.get('/api/workspace/plugins/probesettings/settings').expect(200)).body.values).toEqual(defaults);
    await b.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { threshold: 1 } })
      .expect(200);
    expect((await a.agent.get('/api/workspace/plugins/probesettings/settings').expect(200)).body.values).toMatchObject({ signature: 'Só de A', threshold: 77 });
    expect((await rowsOf(testApp, a.workspaceId)).map((row) => row.values['threshold'])).toEqual([77]);
    expect((await rowsOf(testApp, b.workspaceId)).map((row) => row.values['threshold'])).toEqual([1]);

    for (const path of [
      '/api/workspace/plugins/manual/settings',
      '/api/workspace/plugins/billing-intel/settings',
      '/api/workspace/plugins/..%2Fadmin/settings',
    ]) {
      const missing = await a.agent.get(path).expect(404);
      expect(missing.body.error.type).toBe('NOT_FOUND');
      await a.agent.put(path).send({ values: {} }).expect(404);
    }
    // No session, no settings.
    await request(testApp.server as never)
      .get('/api/workspace/plugins/probesettings/settings')
      .expect(401);
  });

  it('puts the saved values and the switched-off plugins in the owner’s data export (LGPD), its own workspace’s only', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const other = await createTestUser(testApp, { plan: 'pro' });
    await owner.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { signature: 'Equipe Padaria', weekly: true } })
      .expect(200);
    await owner.agent.put('/api/workspace/plugins/manual').send({ enabled: false }).expect(200);
    await other.agent
      .put('/api/workspace/plugins/probesettings/settings')
      .send({ values: { signature: 'Outra equipe' } })
      .expect(200);

    const zip = await owner.agent.get('/api/me/data-export').buffer(true).parse(binaryBody).expect(200);
    const exported = JSON.parse(
      readZip(zip.body as Buffer)
        .get('account/workspace-plugins.json')!
        .toString('utf8'),
    );
    expect(exported).toEqual({
      switches: [{ pluginId: 'manual', enabled: false, updatedAt: expect.any(String) }],
      settings: [{ pluginId: 'probesettings', values: { ...defaults, signature: 'Equipe Padaria', weekly: true }, updatedAt: expect.any(String) }],
    });
  });
});
