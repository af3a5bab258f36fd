import { WorkspaceMembersPort } from '@otimiza/sdk/server';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('WorkspaceMembersPort: the only way a plugin reads who belongs to a workspace', () => {
  let testApp: TestApp;
  let port: WorkspaceMembersPort;
  let ana: TestUser;
  let bruno: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
    port = testApp.app.get(WorkspaceMembersPort);
    [ana, bruno] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    // Bruno also belongs to Ana's workspace, as a viewer, since after Ana.
    await queryDatabase(
      testApp.database.url,
      `insert into core_membership (workspace_id, user_id, role, created_at) values ($1, $2, 'viewer', now() + interval '1 second')`,
      [ana.workspaceId, bruno.userId],
    );
  });
  afterAll(() => testApp?.close());

  it("answers a workspace's own members with their names and roles, first joined first, and nobody else's", async () => {
    const members = await port.membersOf([ana.workspaceId]);
    expect(members.map(({ userId, role, workspaceId }) => ({ userId, role, workspaceId }))).toEqual([
      { userId: ana.userId, role: 'owner', workspaceId: ana.workspaceId },
      { userId: bruno.userId, role: 'viewer', workspaceId: ana.workspaceId },
    ]);
    expect(members[0]).toMatchObject({ email: ana.email, firstName: 'Teste', lastName: 'Usuário' });
    expect(Object.keys(members[0]!).filter((key) => /password|hash|token|session/i.test(key))).toEqual([]);
    expect((await port.membersOf([bruno.workspaceId])).map((member) => member.userId)).toEqual([bruno.userId]);
  });

  it('filters by user and by role, and answers nothing for no workspace, user or role', async () => {
    expect((await port.membersOf([ana.workspaceId], { roles: ['viewer'] })).map((member) => member.userId)).toEqual([bruno.userId]);
    expect((await port.membersOf([ana.workspaceId, bruno.workspaceId], { userIds: [bruno.userId] })).map((member) => member.workspaceId)).toEqual([
      bruno.workspaceId,
      ana.workspaceId,
    ]);
    expect(await port.membersOf([])).toEqual([]);
    expect(await port.membersOf([ana.workspaceId], { userIds: [] })).toEqual([]);
    expect(await port.membersOf([ana.workspaceId], { roles: [] })).toEqual([]);
  });

  it("gives a user's workspaces first joined first, and counts the people seen in a workspace's sessions", async () => {
    expect(await port.workspacesOf(bruno.userId)).toEqual([bruno.workspaceId, ana.workspaceId]);
    // Each signed in once (createTestUser): one person seen in each workspace; none in an unknown one.
    expect(await port.activeUsers(ana.workspaceId, 30)).toBe(1);
    await queryDatabase(testApp.database.url, `update core_session set last_seen_at = now() - interval '40 days' where workspace_id = $1`, [ana.workspaceId]);
    expect(await port.activeUsers(ana.workspaceId, 30)).toBe(0);
    expect(await port.activeUsers(ana.workspaceId, 60)).toBe(1);
  });
});
