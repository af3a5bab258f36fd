import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { WorkspaceMembership } from '@otimiza/sdk/shared';
import { invite, joinWorkspace } from '../../../test/team/join-workspace.js';

describe("switching between one's workspaces, and the seats of one", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis') });
  });
  afterAll(() => testApp?.close());

  it('lists the workspaces of the user with role and plan, the current one first, and switches the session between them', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const user = await createTestUser(testApp, { plan: 'lite' });
    await queryDatabase(testApp.database.url, `update core_workspace set name = 'Agência Aurora' where id = $1`, [agency.workspaceId]);
    await joinWorkspace(testApp, agency, user, 'viewer');

    const listed = (await user.agent.get('/api/workspaces').expect(200)).body.workspaces as WorkspaceMembership[];
    expect(listed).toEqual([
      { id: agency.workspaceId, name: 'Agência Aurora', role: 'viewer', plan: 'enterprise', current: true, managedBy: null },
      { id: user.workspaceId, name: 'Teste Usuário', role: 'owner', plan: 'lite', current: false, managedBy: null },
    ]);

    // A viewer may switch: it changes only their own session.
    const switched = await user.agent.post('/api/workspace/switch').send({ workspaceId: user.workspaceId }).expect(200);
    expect(switched.body.user).toMatchObject({ workspace: { id: user.workspaceId, role: 'owner' }, plan: { name: 'lite' } });
    expect((await user.agent.get('/api/auth/user').expect(200)).body.user.workspace.id).toBe(user.workspaceId);
    expect((await user.agent.get('/api/workspaces').expect(200)).body.workspaces[0]).toMatchObject({ id: user.workspaceId, current: true });

    await user.agent.post('/api/workspace/switch').send({ workspaceId: agency.workspaceId }).expect(200);
    expect((await user.agent.get('/api/auth/user').expect(200)).body.user).toMatchObject({
      workspace: { id: agency.workspaceId, role: 'viewer' },
      plan: { name: 'enterprise' },
    });
  });

  it('answers a workspace the user does not belong to exactly as a missing one, and leaves the session where it was', async () => {
    const user = await createTestUser(testApp);
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const foreign = await user.agent.post('/api/workspace/switch').send({ workspaceId: stranger.workspaceId }).expect(404);
    const missing = await user.agent.post('/api/workspace/switch').send({ workspaceId: randomUUID() }).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error).toMatchObject({ type: 'NOT_FOUND', message: 'Espaço de trabalho não encontrado.' });
    expect((await user.agent.get('/api/auth/user').expect(200)).body.user.workspace.id).toBe(user.workspaceId);
    const invalid = await user.agent.post('/api/workspace/switch').send({ workspaceId: 'minha-empresa' }).expect(400);
    expect(invalid.body.error.type).toBe('VALIDATION_ERROR');
  });

  it('counts the seats: members and the invitations still open', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    expect((await owner.agent.get('/api/workspace/seats').expect(200)).body).toEqual({ members: 1, pendingInvitations: 0 });
    const member = await createTestUser(testApp);
    await joinWorkspace(testApp, owner, member, 'member');
    await invite(testApp, owner, `aberto-${randomUUID()}@example.com`, 'viewer');
    const expired = await invite(testApp, owner, `vencido-${randomUUID()}@example.com`, 'viewer');
    await queryDatabase(testApp.database.url, `update core_workspace_invitation set expires_at = now() - interval '1 second' where id = $1`, [expired.id]);
    expect((await owner.agent.get('/api/workspace/seats').expect(200)).body).toEqual({ members: 2, pendingInvitations: 1 });
    // Every member sees the figures (no names, no e-mails).
    expect((await member.agent.get('/api/workspace/seats').expect(200)).body).toEqual({ members: 2, pendingInvitations: 1 });
  });
});
