import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOfPlugin } from '@otimiza/sdk/server';
import { type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, expectForeignIdAsMissing, type CrossWorkspaceCase } from '@otimiza/host-testing';
import { invite, newMemberOf } from '../../test/team/join-workspace.js';
import { installedServerPlugins } from '../kernel/plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

/**
 * For every core route that takes an id: how to create a resource in workspace A, and the
 * request for it (see expectForeignIdAsMissing). A new core id route without a case here (or a
 * reasoned exemption) fails the first spec; a plugin declares the cases of its own routes in its
 * contract spec (describePluginContract).
 */

/** An open sandbox checkout of the owner's workspace, created through the owner's API. */
async function sandboxCheckout(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite' }).expect(200);
  return created.body.sessionId as string;
}

/** A public API key of the owner's (enterprise) workspace. */
async function apiKey(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/workspace/api-keys').send({ name: 'Integração' }).expect(201);
  return created.body.id as string;
}

/** An open invitation of the owner's workspace. */
async function openInvitation(owner: TestUser, testApp: TestApp): Promise<string> {
  return (await invite(testApp, owner, `convite-${randomUUID()}@example.com`, 'viewer')).id;
}

/** A member of the owner's workspace (invited and accepted): the member routes' id is the user's. */
async function teamMember(owner: TestUser, testApp: TestApp): Promise<string> {
  return (await newMemberOf(testApp, owner, 'member')).userId;
}

/** A client workspace the owner's (enterprise) workspace manages. */
async function clientWorkspace(owner: TestUser): Promise<string> {
  return ((await owner.agent.post('/api/workspace/clients').send({ name: 'Cliente' }).expect(201)).body as { id: string }).id;
}

const cases: Record<string, CrossWorkspaceCase> = {
  'PATCH /api/workspace/clients/{id}': { create: clientWorkspace, call: (agent, id) => agent.patch(`/api/workspace/clients/${id}`).send({ name: 'Tomado' }) },
  'DELETE /api/workspace/clients/{id}': { create: clientWorkspace, call: (agent, id) => agent.delete(`/api/workspace/clients/${id}`) },
  'PUT /api/workspace/clients/{id}/plugins/{pluginId}': {
    create: clientWorkspace,
    call: (agent, id) => agent.put(`/api/workspace/clients/${id}/plugins/reports`).send({ enabled: false }),
  },
  'DELETE /api/workspace/api-keys/{id}': { create: apiKey, call: (agent, id) => agent.delete(`/api/workspace/api-keys/${id}`) },
  'GET /api/billing/checkout-sessions/{id}': { create: sandboxCheckout, call: (agent, id) => agent.get(`/api/billing/checkout-sessions/${id}`) },
  'GET /api/billing/sandbox/checkout/{id}': { create: sandboxCheckout, call: (agent, id) => agent.get(`/api/billing/sandbox/checkout/${id}`) },
  'POST /api/billing/sandbox/checkout/{id}/pay': { create: sandboxCheckout, call: (agent, id) => agent.post(`/api/billing/sandbox/checkout/${id}/pay`) },
  'DELETE /api/workspace/invitations/{id}': { create: openInvitation, call: (agent, id) => agent.delete(`/api/workspace/invitations/${id}`) },
  'PATCH /api/workspace/members/{id}': { create: teamMember, call: (agent, id) => agent.patch(`/api/workspace/members/${id}`).send({ role: 'viewer' }) },
  'DELETE /api/workspace/members/{id}': { create: teamMember, call: (agent, id) => agent.delete(`/api/workspace/members/${id}`) },
};

// POST /api/workspace/switch takes its workspace id in the body, so it is not listed here: a workspace the user is not a
// member of answers exactly as a missing one (team/workspaces.int-spec.ts).
const exempt: Record<string, string> = {
  'PATCH /api/admin/users/{id}': 'instance administration (ADMIN_EMAILS) across workspaces by design; non-admins get 403',
  'DELETE /api/admin/users/{id}/plan-grant': 'instance administration (ADMIN_EMAILS) across workspaces by design; non-admins get 403',
  'PUT /api/workspace/plugins/{pluginId}':
    'a plugin id of the instance, not a row of a workspace: the switch is written for the session’s workspace only; tested in workspace-plugins.int-spec.ts',
  'GET /api/workspace/plugins/{pluginId}/settings':
    'a plugin id of the instance, not a row of a workspace: the values read are the session’s workspace’s; tested in workspace-plugin-settings.int-spec.ts',
  'PUT /api/workspace/plugins/{pluginId}/settings':
    'a plugin id of the instance, not a row of a workspace: the values are written for the session’s workspace only; tested in workspace-plugin-settings.int-spec.ts',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

describe('cross-workspace access', () => {
  let testApp: TestApp;
  let idRoutes: string[];

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins });
    const document = (
      await request(testApp.server as never)
        .get('/api/docs-json')
        .expect(200)
    ).body as OpenApiDocument;
    idRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      path.includes('{') ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`) : [],
    );
  });
  afterAll(() => testApp?.close());

  it("has a case or a reasoned exemption for every core route that takes an id; a plugin's are declared by the plugin", () => {
    const ofPlugins = new Set(serverPlugins.flatMap((plugin) => routesOfPlugin(plugin).map((route) => route.route)));
    const uncovered = idRoutes.filter((route) => !ofPlugins.has(route) && !(route in cases) && !(route in exempt));
    expect(uncovered, 'add these routes to `cases` in cross-workspace.int-spec.ts').toEqual([]);
  });

  it.each(serverPlugins.map((plugin) => plugin.manifest.id))('plugin "%s" declares its cases in its contract spec', (id) => {
    expect(existsSync(fileURLToPath(new URL(`../../../../plugins/${id}/server/src/contract.int-spec.ts`, import.meta.url)))).toBe(true);
  });

  it.each(Object.keys(cases))('%s answers another workspace exactly as a missing id', (route) => expectForeignIdAsMissing(testApp, cases[route]!));
});
