import { randomUUID } from 'node:crypto';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import {
  MAX_CLIENT_WORKSPACES,
  type ApiUser,
  type ClientWorkspace,
  type ClientWorkspacesResponse,
  type WorkspacePluginsResponse,
  type WorkspacesResponse,
} from '@otimiza/sdk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMemberOf } from '../../../test/team/join-workspace.js';

/** A reseller's client workspaces: made and run by the reseller, out of everyone else's reach. */
describe('client workspaces', () => {
  let testApp: TestApp;
  let reseller: TestUser;
  let otherReseller: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'reports') });
    reseller = await createTestUser(testApp, { plan: 'enterprise' });
    otherReseller = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(() => testApp?.close());

  const createClient = async (user: TestUser, name: string) =>
    (await user.agent.post('/api/workspace/clients').send({ name }).expect(201)).body as ClientWorkspace;
  const switchTo = (user: TestUser, workspaceId: string) => user.agent.post('/api/workspace/switch').send({ workspaceId });
  const currentUser = async (user: TestUser) => ((await user.agent.get('/api/auth/user').expect(200)).body as { user: ApiUser }).user;

  it('is Enterprise only, for owners and admins, and one level deep', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const refused = await pro.agent.post('/api/workspace/clients').send({ name: 'Padaria' }).expect(402);
    expect(refused.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'userManagement' } });
    const member = await newMemberOf(testApp, reseller, 'member');
    await member.agent.get('/api/workspace/clients').expect(403);
    await member.agent.post('/api/workspace/clients').send({ name: 'Padaria' }).expect(403);

    const client = await createClient(reseller, 'Padaria do Bairro');
    await switchTo(reseller, client.id).expect(200);
    const nested = await reseller.agent.post('/api/workspace/clients').send({ name: 'Filial' }).expect(403);
    expect(nested.body.error.details.code).toBe('CLIENT_OF_CLIENT');
    await switchTo(reseller, reseller.workspaceId).expect(200);
  });

  it('refuses names that are empty, too long, multi-line or not JSON, writing nothing', async () => {
    const before = ((await reseller.agent.get('/api/workspace/clients').expect(200)).body as ClientWorkspacesResponse).clients.length;
    for (const name of ['', '   ', 'x'.repeat(81), 'Linha\nquebrada', 'nul\u0000aqui', 42]) {
      const refused = await reseller.agent.post('/api/workspace/clients').send({ name }).expect(400);
      expect(refused.body.error.type).toBe('VALIDATION_ERROR');
    }
    const english = await reseller.agent.post('/api/workspace/clients').set('Accept-Language', 'en').send({ name: '' }).expect(400);
    expect(english.body.error.message).toContain('Enter the client’s name.');
    await reseller.agent.post('/api/workspace/clients').set('Content-Type', 'application/json').send('{"name": "Pad').expect(400);
    expect(((await reseller.agent.get('/api/workspace/clients').expect(200)).body as ClientWorkspacesResponse).clients.length).toBe(before);
  });

  it('lets the reseller’s people act in the client with their role there (an owner as admin) under the reseller’s plan', async () => {
    const client = await createClient(reseller, 'Clínica Sorriso');
    const listed = ((await reseller.agent.get('/api/workspaces').expect(200)).body as WorkspacesResponse).workspaces;
    expect(listed.find((workspace) => workspace.id === client.id)).toMatchObject({
      name: 'Clínica Sorriso',
      role: 'admin',
      plan: 'enterprise',
      managedBy: { id: reseller.workspaceId },
    });

    const switched = (await switchTo(reseller, client.id).expect(200)).body as { user: ApiUser };
    expect(switched.user.workspace).toMatchObject({ id: client.id, role: 'admin', managedBy: { id: reseller.workspaceId } });
    expect(switched.user.plan.name).toBe('enterprise');
    // The client's data is the client's: what the reseller saves here is not in its own workspace.
    await reseller.agent.put('/api/brand-settings').send({ companyName: 'Clínica Sorriso Ltda.' }).expect(200);
    await reseller.agent.get('/api/analyses').expect(200);
    await switchTo(reseller, reseller.workspaceId).expect(200);
    expect((await reseller.agent.get('/api/brand-settings').expect(200)).body.companyName).not.toBe('Clínica Sorriso Ltda.');

    // The reseller's plan covers the client: nothing to buy or try there.
    await switchTo(reseller, client.id).expect(200);
    const checkout = await reseller.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(409);
    expect(checkout.body.error.details.code).toBe('MANAGED_BY_RESELLER');
    await reseller.agent.post('/api/me/trial').expect(409);
    await switchTo(reseller, reseller.workspaceId).expect(200);

    const viewer = await newMemberOf(testApp, reseller, 'viewer');
    expect(((await switchTo(viewer, client.id).expect(200)).body as { user: ApiUser }).user.workspace.role).toBe('viewer');
    await viewer.agent.put('/api/brand-settings').send({ companyName: 'Outra' }).expect(403);
    expect((await viewer.agent.get('/api/brand-settings').expect(200)).body.companyName).toBe('Clínica Sorriso Ltda.');
  });

  it('is out of reach of another reseller, of the client’s own people elsewhere, and of sibling clients', async () => {
    const client = await createClient(reseller, 'Academia Forte');
    const sibling = await createClient(reseller, 'Pet Shop Amigo');
    for (const request of [
      switchTo(otherReseller, client.id),
      otherReseller.agent.patch(`/api/workspace/clients/${client.id}`).send({ name: 'Tomada' }),
      otherReseller.agent.delete(`/api/workspace/clients/${client.id}`),
      otherReseller.agent.put(`/api/workspace/clients/${client.id}/plugins/reports`).send({ enabled: false }),
    ]) {
      const refused = await request.expect(404);
      expect(refused.body.error.type).toBe('NOT_FOUND');
    }
    expect(((await otherReseller.agent.get('/api/workspace/clients').expect(200)).body as ClientWorkspacesResponse).clients).toEqual([]);

    // The client's own person, invited into the client by the reseller.
    await switchTo(reseller, client.id).expect(200);
    const clientsOwnPerson = await newMemberOf(testApp, reseller, 'admin');
    await switchTo(reseller, reseller.workspaceId).expect(200);
    expect((await currentUser(clientsOwnPerson)).workspace).toMatchObject({ id: client.id, role: 'admin' });
    await switchTo(clientsOwnPerson, reseller.workspaceId).expect(404);
    await switchTo(clientsOwnPerson, sibling.id).expect(404);
    const theirs = ((await clientsOwnPerson.agent.get('/api/workspaces').expect(200)).body as WorkspacesResponse).workspaces.map((workspace) => workspace.id);
    expect(theirs).toContain(client.id);
    expect(theirs).not.toContain(reseller.workspaceId);
    expect(theirs).not.toContain(sibling.id);
    // An admin of the client is not the reseller: no clients of their own.
    await clientsOwnPerson.agent.post('/api/workspace/clients').send({ name: 'Filial' }).expect(403);
  });

  it('has the plugins the reseller chooses, which the client cannot change', async () => {
    const client = await createClient(reseller, 'Loja de Roupas');
    const switched = (await reseller.agent.put(`/api/workspace/clients/${client.id}/plugins/reports`).send({ enabled: false }).expect(200))
      .body as ClientWorkspace;
    expect(switched.switchedOffPlugins).toEqual(['reports']);
    await reseller.agent.put(`/api/workspace/clients/${client.id}/plugins/not-installed`).send({ enabled: false }).expect(404);

    await switchTo(reseller, client.id).expect(200);
    const plugins = (await reseller.agent.get('/api/workspace/plugins').expect(200)).body as WorkspacePluginsResponse;
    expect(plugins.canChange).toBe(false);
    expect(plugins.managedBy).toMatchObject({ id: reseller.workspaceId });
    expect(plugins.plugins.find((plugin) => plugin.id === 'reports')).toMatchObject({ enabled: false, inUse: false });
    await reseller.agent.get('/api/brand-settings').expect(404);
    const refused = await reseller.agent.put('/api/workspace/plugins/reports').send({ enabled: true }).expect(403);
    expect(refused.body.error.details.code).toBe('MANAGED_BY_RESELLER');
    // The reseller's own workspace keeps the plugin.
    await switchTo(reseller, reseller.workspaceId).expect(200);
    await reseller.agent.get('/api/brand-settings').expect(200);
  });

  it('deletes a client with everything in it; whoever was in it lands in their own workspace', async () => {
    const client = await createClient(reseller, 'Oficina Rápida');
    await switchTo(reseller, client.id).expect(200);
    const clientsOwnPerson = await newMemberOf(testApp, reseller, 'member');
    await reseller.agent.put('/api/brand-settings').send({ companyName: 'Oficina Rápida ME' }).expect(200);
    const clientsViewer = await newMemberOf(testApp, reseller, 'viewer');
    expect((await currentUser(clientsViewer)).workspace.id).toBe(client.id);
    await switchTo(reseller, reseller.workspaceId).expect(200);

    await reseller.agent.delete(`/api/workspace/clients/${client.id}`).expect(200);
    await reseller.agent.delete(`/api/workspace/clients/${client.id}`).expect(404);
    const own = await currentUser(clientsOwnPerson);
    expect(own.workspace.id).not.toBe(client.id);
    expect(own.workspace.role).toBe('owner');
    expect((await queryDatabase(testApp.database.url, 'select 1 from core_workspace where id = $1', [client.id])).length).toBe(0);
    expect((await queryDatabase(testApp.database.url, 'select 1 from reports_brand_settings where workspace_id = $1', [client.id])).length).toBe(0);
  });

  it('moves a removed reseller member’s session out of the client they were working in', async () => {
    const client = await createClient(reseller, 'Floricultura');
    const member = await newMemberOf(testApp, reseller, 'member');
    await switchTo(member, client.id).expect(200);
    await reseller.agent.delete(`/api/workspace/members/${member.userId}`).expect(200);
    const after = await currentUser(member);
    expect(after.workspace.id).toBe(member.workspaceId);
    await switchTo(member, client.id).expect(404);
  });

  it('never passes the limit, even with 20 creations at once', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const ids = Array.from({ length: MAX_CLIENT_WORKSPACES - 1 }, () => randomUUID());
    await queryDatabase(testApp.database.url, `insert into core_workspace (id, name, managed_by) select unnest($1::uuid[]), 'Cliente', $2`, [
      ids,
      agency.workspaceId,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => agency.agent.post('/api/workspace/clients').send({ name: `Paralelo ${index}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body.error.details.code).toBe('CLIENT_LIMIT');
    const listed = (await agency.agent.get('/api/workspace/clients').expect(200)).body as ClientWorkspacesResponse;
    expect(listed.clients).toHaveLength(MAX_CLIENT_WORKSPACES);
  });
});
