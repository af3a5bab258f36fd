import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { databaseDigest } from '../../../test/fuzz/database-digest.js';
import { discoverWriteRoutes, routeKey, type WriteRoute } from '../../../test/fuzz/write-routes.js';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

const PUBLIC_URL = 'https://otimiza.example.com.br';

// Started while the file is collected, so that each discovered route gets a test of its own.
// DEMO_SEED_ON_FIRST_USE off: a demo/start that got through must not start the demo's audits in the background.
const testApp = await createTestApp({ plugins: serverPlugins, env: { PUBLIC_URL, DEMO_SEED_ON_FIRST_USE: 'false' } });
afterAll(() => testApp.close());
const routes = discoverWriteRoutes(testApp.app, 'api');
const owner = await createTestUser(testApp, { plan: 'enterprise' });

/** What a browser sends with a request a page of another site makes (a form posted, a fetch). */
const crossSiteHeaders: Record<string, Record<string, string>> = {
  'Origin of another site': { Origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site' },
  'both, as a browser sends them': { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  'Origin: null (a sandboxed frame, a redirect)': { Origin: 'null' },
  'Sec-Fetch-Site: same-site (a sibling subdomain)': { 'Sec-Fetch-Site': 'same-site' },
  'an Origin of this site over another port': { Origin: `${PUBLIC_URL}:8443` },
};

/** The public API reads no session cookie: a cookie-carrying call there is a call without credentials. */
const isPublicApi = (route: WriteRoute) => route.path.startsWith('/api/v1/');

function send(route: WriteRoute, headers: Record<string, string>): request.Test {
  const path = route.path.replace(/:\w+/g, () => randomUUID());
  return owner.agent[route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](path).set(headers).set('Content-Type', 'application/json').send('{}');
}

describe('a write from a page of another site is refused (CSRF)', () => {
  it('finds the cookie-authenticated write routes of the core and of every installed plugin', () => {
    const keys = routes.map(routeKey);
    for (const known of [
      'POST /api/auth/logout',
      'PUT /api/brand-settings',
      'POST /api/analyze',
      'POST /api/workspace/api-keys',
      'DELETE /api/workspace/members/:id',
    ]) {
      expect(keys).toContain(known);
    }
  });

  it('answers every write route 403 (the public API 401), all at once, and nothing is written', async () => {
    const before = await databaseDigest(testApp.database.url);
    const calls = routes.flatMap((route) =>
      Object.entries(crossSiteHeaders).map(async ([name, headers]) => {
        const answer = await send(route, headers);
        const expected = isPublicApi(route) ? [401, 'AUTHENTICATION_ERROR', undefined] : [403, 'FORBIDDEN', 'CROSS_SITE_REQUEST'];
        return [`${routeKey(route)} with ${name}`, answer.status, answer.body?.error?.type, answer.body?.error?.details?.code, expected] as const;
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter(([, status, type, code, expected]) => status !== expected[0] || type !== expected[1] || code !== expected[2])).toEqual([]);
    expect(await databaseDigest(testApp.database.url)).toEqual(before);
    // The cross-site logout did not end the session.
    expect((await owner.agent.get('/api/auth/user').expect(200)).body.user.email).toBe(owner.email);
  });

  it('says why, in the request’s language', async () => {
    const pt = await owner.agent.put('/api/brand-settings').set('Origin', 'https://evil.example').send({}).expect(403);
    const en = await owner.agent.put('/api/brand-settings').set('Origin', 'https://evil.example').set('Accept-Language', 'en').send({}).expect(403);
    expect(pt.body.error.message).toMatch(/outro site/);
    expect(en.body.error.message).toMatch(/another site/);
  });

  it("takes a write from this app's pages: its own origin, PUBLIC_URL, a browser's same-origin call, and a client that is no browser", async () => {
    const created = async (headers: Record<string, string>) =>
      (
        await owner.agent
          .post('/api/workspace/api-keys')
          .set(headers)
          .send({ name: `Chave ${randomUUID().slice(0, 8)}` })
      ).status;
    expect(await created({ Host: 'painel.agencia.example', Origin: 'https://painel.agencia.example', 'Sec-Fetch-Site': 'same-origin' })).toBe(201);
    expect(await created({ Origin: PUBLIC_URL })).toBe(201);
    expect(await created({ 'Sec-Fetch-Site': 'same-origin' })).toBe(201);
    expect(await created({})).toBe(201);
    // The Origin decides when both are sent.
    expect(await created({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' })).toBe(403);
    // A read is no write: a link from another site still opens the app.
    await owner.agent.get('/api/auth/user').set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }).expect(200);
  });

  it('refuses a sign-in from another site too (login CSRF), and takes the login page’s own', async () => {
    const visitor = request.agent(testApp.server as never);
    const refused = await visitor
      .post('/api/auth/login')
      .set({ Origin: 'https://evil.example' })
      .send({ email: owner.email, password: owner.password })
      .expect(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await visitor.post('/api/auth/login').set({ Origin: PUBLIC_URL }).send({ email: owner.email, password: owner.password }).expect(200);
  });
});
