import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { TeamMember } from '@otimiza/sdk/shared';
import { newMemberOf } from '../../../test/team/join-workspace.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

describe('team members: roles, removal and the rules that protect owners', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis') });
  });
  afterAll(() => testApp?.close());

  it('lists each member with name, e-mail, role and joining date, oldest first; members and viewers may not list', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const admin = await newMemberOf(testApp, owner, 'admin');
    const viewer = await newMemberOf(testApp, owner, 'viewer');
    const members = (await admin.agent.get('/api/workspace/members').expect(200)).body.members as TeamMember[];
    expect(members.map((member) => [member.id, member.email, member.role])).toEqual([
      [owner.userId, owner.email, 'owner'],
      [admin.userId, admin.email, 'admin'],
      [viewer.userId, viewer.email, 'viewer'],
    ]);
    expect(members[0]).toMatchObject({ firstName: 'Teste', lastName: 'Usuário' });
    expect(Date.parse(members[2]!.joinedAt)).toBeGreaterThanOrEqual(Date.parse(members[0]!.joinedAt));
    const refused = await viewer.agent.get('/api/workspace/members').expect(403);
    expect(refused.body.error.details).toEqual({ code: 'ROLE_REQUIRED', requiredRole: 'admin' });
  });

  it('lets the owner change any role; an admin changes members but never an owner, and cannot make one', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const admin = await newMemberOf(testApp, owner, 'admin');
    const member = await newMemberOf(testApp, owner, 'member');

    await admin.agent.patch(`/api/workspace/members/${member.userId}`).send({ role: 'viewer' }).expect(200);
    const onOwner = await admin.agent.patch(`/api/workspace/members/${owner.userId}`).send({ role: 'member' }).expect(403);
    expect(onOwner.body.error).toMatchObject({
      message: 'Administradores não podem alterar nem remover um proprietário.',
      details: { code: 'OWNER_PROTECTED' },
    });
    const english = await admin.agent.delete(`/api/workspace/members/${owner.userId}`).set('Accept-Language', 'en').expect(403);
    expect(english.body.error.message).toBe('Admins cannot change or remove an owner.');
    const promote = await admin.agent.patch(`/api/workspace/members/${member.userId}`).send({ role: 'owner' }).expect(403);
    expect(promote.body.error.message).toBe('Só um proprietário pode tornar alguém proprietário.');

    const after = (await owner.agent.patch(`/api/workspace/members/${member.userId}`).send({ role: 'owner' }).expect(200)).body.members as TeamMember[];
    expect(after.find((candidate) => candidate.id === member.userId)?.role).toBe('owner');
    // The new role holds on the member's next request.
    expect((await member.agent.get('/api/auth/user').expect(200)).body.user.workspace.role).toBe('owner');
    const badRole = await owner.agent.patch(`/api/workspace/members/${member.userId}`).send({ role: 'chefe' }).expect(400);
    expect(badRole.body.error.type).toBe('VALIDATION_ERROR');
    await owner.agent.patch(`/api/workspace/members/${randomUUID()}`).send({ role: 'viewer' }).expect(404);
  });

  it('never removes or demotes the last owner; of two owners demoting each other at once, one stays', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const lastOwner = await owner.agent.patch(`/api/workspace/members/${owner.userId}`).send({ role: 'admin' }).expect(409);
    expect(lastOwner.body.error).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'O espaço de trabalho precisa de pelo menos um proprietário: torne outro membro proprietário antes.',
      details: { code: 'LAST_OWNER' },
    });
    await owner.agent.delete(`/api/workspace/members/${owner.userId}`).expect(409);

    const second = await newMemberOf(testApp, owner, 'member');
    await owner.agent.patch(`/api/workspace/members/${second.userId}`).send({ role: 'owner' }).expect(200);
    const answers = await Promise.all([
      owner.agent.patch(`/api/workspace/members/${second.userId}`).send({ role: 'admin' }),
      second.agent.patch(`/api/workspace/members/${owner.userId}`).send({ role: 'admin' }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // One demotion goes through; the other finds its author demoted (403) or the last owner (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await sql(testApp, `select count(*)::int as owners from core_membership where workspace_id = $1 and role = 'owner'`, [owner.workspaceId])).toEqual([
      { owners: 1 },
    ]);
  });

  it("removes a member: their session goes back to their own workspace and this one's data is out of reach", async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const member = await newMemberOf(testApp, owner, 'member');
    expect((await member.agent.get('/api/auth/user').expect(200)).body.user.workspace.id).toBe(owner.workspaceId);

    const left = (await owner.agent.delete(`/api/workspace/members/${member.userId}`).expect(200)).body.members as TeamMember[];
    expect(left.map((candidate) => candidate.id)).toEqual([owner.userId]);
    expect((await member.agent.get('/api/auth/user').expect(200)).body.user.workspace).toMatchObject({ id: member.workspaceId, role: 'owner' });
    await member.agent.post('/api/workspace/switch').send({ workspaceId: owner.workspaceId }).expect(404);
    await owner.agent.delete(`/api/workspace/members/${member.userId}`).expect(404);
  });

  it('keeps plugins and billing to owners and admins: members get 403, viewers 403 on every write', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const admin = await newMemberOf(testApp, owner, 'admin');
    const member = await newMemberOf(testApp, owner, 'member');
    const viewer = await newMemberOf(testApp, owner, 'viewer');

    expect((await member.agent.get('/api/workspace/plugins').expect(200)).body.canChange).toBe(false);
    expect((await admin.agent.get('/api/workspace/plugins').expect(200)).body.canChange).toBe(true);
    const plugin = await member.agent.put('/api/workspace/plugins/analysis').send({ enabled: false }).expect(403);
    expect(plugin.body.error.message).toBe('Só proprietários e administradores do espaço de trabalho podem fazer isso.');
    await admin.agent.put('/api/workspace/plugins/analysis').send({ enabled: true }).expect(200);
    await member.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(403);
    await member.agent.post('/api/me/trial').expect(403);
    await member.agent.post('/api/billing/portal').expect(403);
    expect((await member.agent.get('/api/billing/subscription').expect(200)).body.canManage).toBe(false);

    const viewerWrite = await viewer.agent.put('/api/workspace/plugins/analysis').send({ enabled: false }).expect(403);
    expect(viewerWrite.body.error.details.code).toBe('ROLE_REQUIRED');
    const viewerAnalyze = await viewer.agent.post('/api/analyze').send({ url: 'https://example.com/' }).expect(403);
    expect(viewerAnalyze.body.error.details.code).toBe('VIEWER_READ_ONLY');
    // Reads stay open to a viewer.
    await viewer.agent.get('/api/analyses').expect(200);
    await viewer.agent.get('/api/workspaces').expect(200);
  });
});
