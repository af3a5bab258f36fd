import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { WorkspacePluginsResponse } from '@otimiza/sdk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pluginIds = async (user: TestUser) => ((await user.agent.get('/api/plugins').expect(200)).body.plugins as { id: string }[]).map((plugin) => plugin.id);

describe('per-workspace plugin sets: instance ∩ workspace ∩ plan', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'reports', 'ai-tools', 'manual') });
  });
  afterAll(() => testApp?.close());

  it('lists every installed plugin with its switch, on by default, and whether the plan includes it', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const list = (await owner.agent.get('/api/workspace/plugins').expect(200)).body as WorkspacePluginsResponse;
    expect(list.canChange).toBe(true);
    expect(list.plugins.map((plugin) => [plugin.id, plugin.enabled, plugin.inUse])).toEqual([
      ['analysis', true, true],
      ['reports', true, true],
      ['ai-tools', true, true],
      ['manual', true, true],
    ]);
    expect(list.plugins.find((plugin) => plugin.id === 'reports')!.requires).toEqual(['analysis']);
  });

  it('switches reports off for one workspace: 404 on its routes, gone from /api/plugins, while another workspace keeps it', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const other = await createTestUser(testApp, { plan: 'enterprise' });
    const after = (await owner.agent.put('/api/workspace/plugins/reports').send({ enabled: false }).expect(200)).body as WorkspacePluginsResponse;
    expect(after.plugins.find((plugin) => plugin.id === 'reports')).toMatchObject({ enabled: false, inUse: false });

    for (const path of ['/api/reports/pdfs', '/api/brand-settings', '/api/recurring-reports']) {
      const refused = await owner.agent.get(path).expect(404);
      expect(refused.body.error.type).toBe('NOT_FOUND');
      await other.agent.get(path).expect(200);
    }
    expect(await pluginIds(owner)).not.toContain('reports');
    expect(await pluginIds(other)).toContain('reports');
    // The rest of the owner's workspace is untouched.
    await owner.agent.get('/api/analyses').expect(200);

    await owner.agent.put('/api/workspace/plugins/reports').send({ enabled: true }).expect(200);
    await owner.agent.get('/api/reports/pdfs').expect(200);
    expect(await pluginIds(owner)).toContain('reports');
  });

  it('takes the plugins that require a switched-off one with it', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const after = (await owner.agent.put('/api/workspace/plugins/analysis').send({ enabled: false }).expect(200)).body as WorkspacePluginsResponse;
    expect(after.plugins.map((plugin) => [plugin.id, plugin.enabled, plugin.inUse])).toEqual([
      ['analysis', false, false],
      ['reports', true, false],
      ['ai-tools', true, false],
      ['manual', true, true],
    ]);
    await owner.agent.get('/api/reports/pdfs').expect(404);
    await owner.agent.get('/api/ai-tools/usage').expect(404);
    expect(await pluginIds(owner)).toEqual(['manual']);
  });

  it('lets only owners and admins switch: a member of the workspace gets 403 and the switch stays', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const member = await createTestUser(testApp, { plan: 'pro' });
    await queryDatabase(testApp.database.url, `insert into core_membership (user_id, workspace_id, role) values ($1, $2, 'member')`, [
      member.userId,
      owner.workspaceId,
    ]);
    await queryDatabase(testApp.database.url, 'update core_session set workspace_id = $1 where user_id = $2', [owner.workspaceId, member.userId]);
    const seen = (await member.agent.get('/api/workspace/plugins').expect(200)).body as WorkspacePluginsResponse;
    expect(seen.canChange).toBe(false);
    const refused = await member.agent.put('/api/workspace/plugins/reports').send({ enabled: false }).expect(403);
    expect(refused.body.error.message).toBe('Só proprietários e administradores do espaço de trabalho podem fazer isso.');
    expect(await pluginIds(owner)).toContain('reports');
  });

  it('refuses unknown plugins and bad bodies with the spec’s errors, writing nothing', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    await owner.agent.put('/api/workspace/plugins/billing-intel').send({ enabled: false }).expect(404);
    await owner.agent.put('/api/workspace/plugins/..%2Fadmin').send({ enabled: false }).expect(404);
    for (const body of [{ enabled: 'no' }, { enabled: false, extra: 1 }, {}]) {
      expect((await owner.agent.put('/api/workspace/plugins/reports').send(body).expect(400)).body.error.type).toBe('VALIDATION_ERROR');
    }
    await owner.agent.put('/api/workspace/plugins/reports').set('Content-Type', 'application/json').send('{"enabled": fal\u0000se').expect(400);
    const rows = await queryDatabase(testApp.database.url, 'select 1 from core_workspace_plugin where workspace_id = $1', [owner.workspaceId]);
    expect(rows).toHaveLength(0);
  });

  it('keeps one row per plugin under 20 switches at once, holding one of the values sent', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => owner.agent.put('/api/workspace/plugins/manual').send({ enabled: index % 2 === 0 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await queryDatabase<{ enabled: boolean }>(
      testApp.database.url,
      `select enabled from core_workspace_plugin where workspace_id = $1 and plugin_id = 'manual'`,
      [owner.workspaceId],
    );
    expect(rows).toHaveLength(1);
    const listed = ((await owner.agent.get('/api/workspace/plugins').expect(200)).body as WorkspacePluginsResponse).plugins.find(
      (plugin) => plugin.id === 'manual',
    )!;
    expect(listed.enabled).toBe(rows[0]!.enabled);
    expect((await pluginIds(owner)).includes('manual')).toBe(rows[0]!.enabled);
  });
});
