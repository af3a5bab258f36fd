import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, doceriaPage, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { installedServerPlugins } from '../../kernel/plugins/loading/installed-server-plugins.js';
import { joinWorkspace, newMemberOf } from '../../../test/team/join-workspace.js';
import { hashApiKey } from './api-key-secret.js';

const { plugins: serverPlugins } = await installedServerPlugins();

/** The public API (`/api/v1`) with keys of the Enterprise plan, on the installed plugins, auditing a page served on loopback. */
describe('the public API and its keys', () => {
  let testApp: TestApp;
  let site: Server;
  let siteUrl: string;
  let owner: TestUser;
  let ownerKey: string;
  const api = () => request(testApp.server as never);
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const analysesOf = async (user: TestUser) =>
    Number(
      (await queryDatabase<{ count: string }>(testApp.database.url, 'select count(*) from analysis_analysis where workspace_id = $1', [user.workspaceId]))[0]!
        .count,
    );

  beforeAll(async () => {
    site = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(doceriaPage.html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    testApp = await createTestApp({
      plugins: serverPlugins,
      env: { ALLOW_PRIVATE_TARGETS: 'true', PERFORMANCE_AUDIT_RUNS: '1', API_KEY_REQUESTS_PER_MINUTE: '10' },
    });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    ownerKey = (await owner.agent.post('/api/workspace/api-keys').send({ name: 'Integração do site' }).expect(201)).body.key;
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('shows a key once, keeps only its hash, and lists it by prefix', async () => {
    const created = (await owner.agent.post('/api/workspace/api-keys').send({ name: 'Relatórios' }).expect(201)).body;
    expect(created.key).toMatch(/^otz_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{22}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const rows = await queryDatabase<{ row: string; secret_hash: string }>(
      testApp.database.url,
      'select row_to_json(k)::text as row, secret_hash from core_api_key k where id = $1',
      [created.id],
    );
    expect(rows[0]!.secret_hash).toBe(hashApiKey(created.key));
    expect(rows[0]!.row).not.toContain(created.key.slice(13));
    const listed = (await owner.agent.get('/api/workspace/api-keys').expect(200)).body;
    expect(listed.keys.find((key: { id: string }) => key.id === created.id)).toEqual({
      id: created.id,
      name: 'Relatórios',
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(13));
    expect(listed.baseUrl).toMatch(/\/api\/v1$/);
  });

  it('audits a page for a key, reads it back and the figures, and answers 401 once the key is revoked', async () => {
    const { key, id } = (await owner.agent.post('/api/workspace/api-keys').send({ name: 'curl' }).expect(201)).body;
    const analysis = (await api().post('/api/v1/analyze').set(bearer(key)).send({ url: siteUrl, strategy: 'desktop' }).expect(200)).body;
    expect(analysis).toMatchObject({ url: siteUrl, status: 'completed' });
    expect((await api().get(`/api/v1/analyses/${analysis.id}`).set(bearer(key)).expect(200)).body.id).toBe(analysis.id);
    expect((await api().get('/api/v1/analytics').set(bearer(key)).expect(200)).body.totalAnalyses).toBeGreaterThanOrEqual(1);
    // Counted against the workspace's plan like any analysis of it.
    expect((await owner.agent.get('/api/me/entitlements').expect(200)).body.analyses.used).toBeGreaterThanOrEqual(1);
    const shared = (await api().post('/api/v1/reports').set(bearer(key)).send({ analysisId: analysis.id, title: 'Relatório da API' }).expect(201)).body;
    expect((await api().get('/api/v1/reports').set(bearer(key)).expect(200)).body.reports.map((report: { id: string }) => report.id)).toContain(shared.id);
    expect(
      (await owner.agent.get('/api/workspace/api-keys').expect(200)).body.keys.find((listed: { id: string }) => listed.id === id).lastUsedAt,
    ).not.toBeNull();

    await owner.agent.delete(`/api/workspace/api-keys/${id}`).expect(200, { success: true });
    const refused = await api().get(`/api/v1/analyses/${analysis.id}`).set(bearer(key)).expect(401);
    expect(refused.body.error.type).toBe('AUTHENTICATION_ERROR');
    await owner.agent.delete(`/api/workspace/api-keys/${id}`).expect(404);
  });

  it('starts an audit only on POST: GET /api/v1/analyze answers 405 with Allow: POST, whoever calls, and starts nothing', async () => {
    const before = await analysesOf(owner);
    const keyed = await api().get('/api/v1/analyze').query({ url: siteUrl }).set(bearer(ownerKey)).set('Accept-Language', 'en').expect(405);
    expect(keyed.headers['allow']).toBe('POST');
    expect(keyed.body.error.message).toMatch(/POST \/api\/v1\/analyze/);
    const withCookie = await owner.agent.get('/api/v1/analyze').query({ url: siteUrl, strategy: 'mobile' }).expect(405);
    expect(withCookie.body.error.message).toMatch(/POST \/api\/v1\/analyze/);
    expect(withCookie.body.error.message).not.toEqual(keyed.body.error.message);
    await api().get('/api/v1/analyze').expect(405);
    expect(await analysesOf(owner)).toBe(before);
  });

  it("takes only its Bearer keys: the session cookie is never read there (401, nothing started), and a viewer's key may not start an audit", async () => {
    const before = await analysesOf(owner);
    const started = await owner.agent.post('/api/v1/analyze').set('Prefer', 'respond-async').send({ url: siteUrl }).expect(401);
    expect(started.body.error.type).toBe('AUTHENTICATION_ERROR');
    expect(started.body.error.message).toMatch(/Authorization: Bearer/);
    await owner.agent.get('/api/v1/analytics').expect(401);
    await owner.agent.post('/api/v1/reports').send({ analysisId: '00000000-0000-4000-8000-000000000000', title: 'Pelo cookie' }).expect(401);
    expect(await analysesOf(owner)).toBe(before);

    // An admin's key, the admin then made a viewer: the key reads, and may not write, as POST /api/analyze refuses a viewer.
    const member = await newMemberOf(testApp, owner, 'admin');
    const key = (await member.agent.post('/api/workspace/api-keys').send({ name: 'Painel' }).expect(201)).body.key;
    await owner.agent.patch(`/api/workspace/members/${member.userId}`).send({ role: 'viewer' }).expect(200);
    expect((await member.agent.post('/api/analyze').set('Prefer', 'respond-async').send({ url: siteUrl })).status).toBe(403);
    const refused = await api().post('/api/v1/analyze').set(bearer(key)).set('Prefer', 'respond-async').send({ url: siteUrl }).expect(403);
    expect(refused.body.error.type).toBe('FORBIDDEN');
    await api().get('/api/v1/analytics').set(bearer(key)).expect(200);
    expect(await analysesOf(owner)).toBe(before);
  });

  it("never reads another workspace's analysis with a key: it answers as a missing one", async () => {
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const strangerKey = (await stranger.agent.post('/api/workspace/api-keys').send({ name: 'Outra agência' }).expect(201)).body.key;
    const [latest] = (await owner.agent.get('/api/analyses').expect(200)).body.analyses as { id: string }[];
    expect(latest).toBeDefined();
    const foreign = await api().get(`/api/v1/analyses/${latest!.id}`).set(bearer(strangerKey)).expect(404);
    const missing = await api().get('/api/v1/analyses/00000000-0000-4000-8000-000000000000').set(bearer(strangerKey)).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await api().get(`/api/v1/analyses/${latest!.id}`).set(bearer(ownerKey)).expect(200)).body.id).toBe(latest!.id);
  });

  it('refuses malformed, unknown and cookie-less calls with 401, and keys on a plan without the API with 402', async () => {
    for (const header of ['Bearer otz_nada', `Bearer ${ownerKey.slice(0, -2)}xx`, `Bearer otz_${'é'.repeat(8)}_${'x'.repeat(22)}`, 'Basic b3RpbWl6YQ==']) {
      expect((await api().get('/api/v1/analytics').set('Authorization', header)).status).toBe(401);
    }
    await api().get('/api/v1/analytics').expect(401);
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const denied = await pro.agent.post('/api/workspace/api-keys').send({ name: 'Pro' }).expect(402);
    expect(denied.body.error.details.requiredFeature).toBe('enterpriseAPI');
    // A key made on Enterprise stops at the plan's gate once the workspace is on Pro.
    const downgraded = await createTestUser(testApp, { plan: 'enterprise' });
    const keyOfPro = (await downgraded.agent.post('/api/workspace/api-keys').send({ name: 'Antes do downgrade' }).expect(201)).body.key;
    await queryDatabase(testApp.database.url, `update core_workspace set plan = 'pro' where id = $1`, [downgraded.workspaceId]);
    expect((await api().get('/api/v1/analytics').set(bearer(keyOfPro)).expect(402)).body.error.details.requiredFeature).toBe('enterpriseAPI');
    await owner.agent.post('/api/workspace/api-keys').send({ name: '' }).expect(400);
    await owner.agent.post('/api/workspace/api-keys').send({ name: 'linha\nquebrada' }).expect(400);
  });

  it("lets only the workspace's owners and admins manage keys; an admin's key works", async () => {
    const member = await newMemberOf(testApp, owner, 'member');
    expect((await member.agent.post('/api/workspace/api-keys').send({ name: 'Membro' })).status).toBe(403);
    expect((await member.agent.get('/api/workspace/api-keys')).status).toBe(403);
    const admin = await newMemberOf(testApp, owner, 'admin');
    const adminKey = (await admin.agent.post('/api/workspace/api-keys').send({ name: 'Admin' }).expect(201)).body.key;
    await api().get('/api/v1/analytics').set(bearer(adminKey)).expect(200);
  });

  it("revokes a removed member's keys in that workspace for good: re-added, the member's old key still answers 401", async () => {
    const admin = await newMemberOf(testApp, owner, 'admin');
    const created = (await admin.agent.post('/api/workspace/api-keys').send({ name: 'Integração do admin' }).expect(201)).body;
    await api().get('/api/v1/analytics').set(bearer(created.key)).expect(200);

    await owner.agent.delete(`/api/workspace/members/${admin.userId}`).expect(200);
    await api().get('/api/v1/analytics').set(bearer(created.key)).expect(401);
    const [row] = await queryDatabase<{ revoked_at: Date | null }>(testApp.database.url, 'select revoked_at from core_api_key where id = $1', [created.id]);
    expect(row!.revoked_at).not.toBeNull();

    await joinWorkspace(testApp, owner, admin, 'admin');
    const refused = await api().get('/api/v1/analytics').set(bearer(created.key)).expect(401);
    expect(refused.body.error.type).toBe('AUTHENTICATION_ERROR');
    expect((await owner.agent.get('/api/workspace/api-keys').expect(200)).body.keys.map((key: { id: string }) => key.id)).not.toContain(created.id);
    // The owner's key is not the removed member's.
    await api().get('/api/v1/analytics').set(bearer(ownerKey)).expect(200);
  });

  it('limits each key to API_KEY_REQUESTS_PER_MINUTE, 20 calls at once included, with Retry-After', async () => {
    const key = (await owner.agent.post('/api/workspace/api-keys').send({ name: 'Rajada' }).expect(201)).body.key;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api().get('/api/v1/analytics').set(bearer(key))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(10);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same workspace has its own count.
    await api().get('/api/v1/analytics').set(bearer(ownerKey)).expect(200);
  });

  it('documents the public API on its own: only /api/v1 routes, with bearer keys', async () => {
    const document = (await api().get('/api/v1/docs-json').expect(200)).body;
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/analyze', '/api/v1/analyses/{id}', '/api/v1/analytics', '/api/v1/reports']));
    // Starting an audit is a POST; the GET that answers 405 is not documented.
    expect(Object.keys(document.paths['/api/v1/analyze'])).toEqual(['post']);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
