import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { serverPlugins } from '../plugins/plugin-registry.generated.js';

/**
 * For every route that takes an id: how to create a resource in workspace A, and the request
 * for it. The spec checks that a user of workspace B gets exactly the 404 a missing id gets.
 * A new id route without a case here (or a reasoned exemption) fails the first spec.
 */
interface CrossWorkspaceCase {
  create(owner: TestUser): Promise<string>;
  call(agent: TestUser['agent'], id: string): request.Test;
}

const cases: Record<string, CrossWorkspaceCase> = {};

const exempt: Record<string, string> = {
  'PATCH /api/admin/users/{id}': 'instance administration (ADMIN_EMAILS) across workspaces by design; non-admins get 403',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

describe('cross-workspace access', () => {
  let testApp: TestApp;
  let idRoutes: string[];

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins });
    const document = (await request(testApp.server as never).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    idRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      path.includes('{') ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`) : [],
    );
  });
  afterAll(() => testApp?.close());

  it('has a case or a reasoned exemption for every route that takes an id', () => {
    const uncovered = idRoutes.filter((route) => !(route in cases) && !(route in exempt));
    expect(uncovered, 'add these routes to `cases` in cross-workspace.int-spec.ts').toEqual([]);
  });

  it.each(Object.keys(cases))('%s answers another workspace exactly as a missing id', async (route) => {
    const spec = cases[route]!;
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const id = await spec.create(owner);
    const foreign = await spec.call(stranger.agent, id);
    const missing = await spec.call(stranger.agent, randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await spec.call(owner.agent, id)).status).toBeLessThan(400);
  });
});
