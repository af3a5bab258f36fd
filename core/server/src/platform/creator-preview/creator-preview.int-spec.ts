import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

const admin = 'creator-admin@example.com';

describe('creator preview: an administrator views the app as a common user, per session', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { ADMIN_EMAILS: admin, ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterAll(() => testApp?.close());

  it('switches creator mode off and on for this session only, with the workspace’s own plan', async () => {
    const creator = await createTestUser(testApp, { email: admin, plan: 'lite' });
    expect((await creator.agent.get('/api/auth/user').expect(200)).body.user).toMatchObject({ mode: 'creator', isAdmin: true, plan: { name: 'enterprise' } });
    expect((await creator.agent.get('/api/admin/creator-preview').expect(200)).body).toEqual({
      enabled: false,
      available: true,
      environment: 'test',
      loopbackTargetsAllowed: true,
    });

    const on = await creator.agent.post('/api/admin/creator-preview').send({ enabled: true }).expect(200);
    expect(on.body).toMatchObject({ enabled: true, user: { mode: 'user', isAdmin: true, plan: { name: 'lite' } } });
    expect((await creator.agent.get('/api/auth/user').expect(200)).body.user).toMatchObject({ mode: 'user', plan: { name: 'lite' } });
    expect((await creator.agent.get('/api/me/entitlements').expect(200)).body).toMatchObject({
      mode: 'user',
      plan: 'lite',
      analyses: { limit: 5, period: 'month' },
    });
    expect((await creator.agent.get('/api/admin/creator-preview').expect(200)).body.enabled).toBe(true);

    // Another session of the same administrator stays in creator mode.
    const other = request.agent(testApp.server as never);
    await other.post('/api/auth/login').send({ email: admin, password: creator.password }).expect(200);
    expect((await other.get('/api/auth/user').expect(200)).body.user).toMatchObject({ mode: 'creator', plan: { name: 'enterprise' } });

    const off = await creator.agent.post('/api/admin/creator-preview').send({ enabled: false }).expect(200);
    expect(off.body).toMatchObject({ enabled: false, user: { mode: 'creator', plan: { name: 'enterprise' } } });
    expect((await creator.agent.get('/api/auth/user').expect(200)).body.user.mode).toBe('creator');
  });

  it('refuses other users (403) and visitors (401)', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    const refused = await user.agent.post('/api/admin/creator-preview').send({ enabled: true }).expect(403);
    expect(refused.body.error.type).toBe('FORBIDDEN');
    await user.agent.get('/api/admin/creator-preview').expect(403);
    expect((await user.agent.get('/api/auth/user').expect(200)).body.user).toMatchObject({ mode: 'user', plan: { name: 'pro' } });
    await request(testApp.server as never)
      .post('/api/admin/creator-preview')
      .send({ enabled: true })
      .expect(401);
  });

  it('validates the body for administrators', async () => {
    const agent = request.agent(testApp.server as never);
    await agent.post('/api/auth/login').send({ email: admin, password: 'senha-segura-123' }).expect(200);
    const invalid = await agent.post('/api/admin/creator-preview').send({ enabled: 'yes' }).expect(400);
    expect(invalid.body.error.type).toBe('VALIDATION_ERROR');
  });
});

describe('creator preview in production: creator mode never exists', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://otimiza.example.com', ADMIN_EMAILS: admin } });
  });
  afterAll(() => testApp?.close());

  it('gives the administrator mode user and the workspace’s plan, and refuses the switch', async () => {
    const creator = await createTestUser(testApp, { email: admin, plan: 'pro' });
    // The session cookie is Secure in production: send it by hand over the test's plain HTTP.
    const login = await request(testApp.server as never)
      .post('/api/auth/login')
      .send({ email: admin, password: creator.password })
      .expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
    const server = request(testApp.server as never);

    expect((await server.get('/api/auth/user').set('cookie', cookie).expect(200)).body.user).toMatchObject({
      isAdmin: true,
      mode: 'user',
      plan: { name: 'pro' },
    });
    expect((await server.get('/api/admin/creator-preview').set('cookie', cookie).expect(200)).body).toEqual({
      enabled: false,
      available: false,
      environment: 'production',
      loopbackTargetsAllowed: false,
    });
    const refused = await server.post('/api/admin/creator-preview').set('cookie', cookie).send({ enabled: false }).expect(403);
    expect(refused.body.error.type).toBe('FORBIDDEN');
    expect((await server.get('/api/me/entitlements').set('cookie', cookie).expect(200)).body).toMatchObject({ mode: 'user', plan: 'pro' });
  });
});
