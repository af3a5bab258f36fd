import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyAgentOf, createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { discoverWriteRoutes, routeKey, type WriteRoute } from '../../../test/fuzz/write-routes.js';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

const ownerEmail = 'contrato-owner@example.com';
const notJson = {
  pt: 'O corpo da requisição deve ser JSON (Content-Type: application/json).',
  en: 'The request body must be JSON (Content-Type: application/json).',
};
const missing = { pt: 'O corpo da requisição está vazio: envie os dados em JSON.', en: 'The request body is empty: send the data as JSON.' };

/** A concrete path for a route: every `:param` gets a well-formed uuid that names nothing. */
const pathOf = (route: WriteRoute) => route.path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');

describe('the request body contract of the write routes', () => {
  let testApp: TestApp;
  let owner: TestUser;
  /** The public API (`/api/v1`) reads only its Bearer keys, never the session. */
  let ownerKey: TestUser['agent'];
  let routes: WriteRoute[];
  const server = () => testApp.server as never;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins, env: { ADMIN_EMAILS: ownerEmail, STRIPE_WEBHOOK_SECRET: 'whsec_contract' } });
    // An enterprise administrator: no plan or role gate answers before the body is read.
    owner = await createTestUser(testApp, { plan: 'enterprise', email: ownerEmail });
    routes = discoverWriteRoutes(testApp.app, 'api');
    ownerKey = await apiKeyAgentOf(testApp, owner);
  });
  afterAll(() => testApp?.close());

  const call = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, route: WriteRoute) =>
    agent[route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](pathOf(route));

  it('answers 415 to a text, form or multipart body on every write route, before anything reads it', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const answers = [
        await call(request(server()), route).set('Content-Type', 'text/plain').send('{"a":1}'),
        await call(owner.agent, route).type('form').send({ companyName: 'Acme' }),
        await call(owner.agent, route).field('name', 'Acme'),
      ];
      for (const answer of answers) {
        if (answer.status !== 415 || answer.body.error?.message !== notJson.pt)
          wrong.push(`${routeKey(route)} → ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    const english = await request(server()).put('/api/brand-settings').set('Accept-Language', 'en').set('Content-Type', 'text/plain').send('Acme').expect(415);
    expect(english.body).toEqual({ error: { type: 'VALIDATION_ERROR', message: notJson.en, details: { source: 'body', contentType: 'text/plain' } } });
  });

  it('answers 400 to a missing or empty body on every route that reads one', async () => {
    const withBody = routes.filter((route) => route.bodySchema);
    expect(withBody.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of withBody) {
      const agent = pathOf(route).includes('v1/') ? ownerKey : owner.agent;
      const answers = [await call(agent, route), await call(agent, route).set('Content-Type', 'application/json').send('')];
      for (const answer of answers) {
        if (answer.status !== 400 || answer.body.error?.message !== missing.pt)
          wrong.push(`${routeKey(route)} → ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    const english = await owner.agent.post('/api/enterprise/recurring-reports').set('Accept-Language', 'en').expect(400);
    expect(english.body.error).toEqual({ type: 'VALIDATION_ERROR', message: missing.en, details: { source: 'body' } });
  });

  it('answers malformed JSON with 400 and an oversized body with 413, in the error shape and both languages', async () => {
    const malformed = await request(server()).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(malformed.body).toEqual({
      error: { type: 'VALIDATION_ERROR', message: 'O corpo da requisição não é um JSON válido.', details: { source: 'body' } },
    });
    const english = await request(server())
      .post('/api/auth/login')
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .send("{'email': 1}")
      .expect(400);
    expect(english.body.error.message).toBe('The request body is not valid JSON.');
    const huge = JSON.stringify({ description: 'x'.repeat(7 * 1024 * 1024) });
    const tooLarge = await owner.agent.put('/api/brand-settings').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(tooLarge.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'O corpo da requisição é grande demais.' });
  });

  it('keeps the body-less routes working without a body', async () => {
    const report = await owner.agent
      .post('/api/enterprise/recurring-reports')
      .send({ name: 'Relatório mensal', urls: ['http://127.0.0.1:9/padaria'], recipients: ['dono@padaria.com.br'] })
      .expect(201);
    await owner.agent.post(`/api/recurring-reports/${report.body.id as string}/run`).expect(202);
    await owner.agent.delete(`/api/recurring-reports/${report.body.id as string}`).expect(200);
    await owner.agent.delete('/api/billing/pending-plan').expect(200);
    const visitor = await createTestUser(testApp);
    await visitor.agent.post('/api/auth/logout').expect(200);
    await visitor.agent.get('/api/auth/user').expect(401);
  });

  it.each([
    ['NUL', 'dono\u0000@padaria.com.br', 'O campo email contém caracteres de controle, que não são permitidos.'],
    ['C1', 'dono\u0085@padaria.com.br', 'O campo email contém caracteres de controle, que não são permitidos.'],
    ['DEL', 'dono\u007F@padaria.com.br', 'O campo email contém caracteres de controle, que não são permitidos.'],
    ['half a surrogate pair', 'dono\uD83D@padaria.com.br', 'O campo email contém texto Unicode inválido.'],
  ])('refuses %s in any string with 400 naming the field', async (_label, email, message) => {
    const response = await request(server()).post('/api/auth/resend-verification').send({ email }).expect(400);
    expect(response.body.error).toEqual({ type: 'VALIDATION_ERROR', message, details: { source: 'body', fields: [{ path: 'email', message }] } });
  });

  it('names nested fields, and refuses __proto__ keys and absurd nesting', async () => {
    const nested = await owner.agent
      .post('/api/enterprise/recurring-reports')
      .set('Accept-Language', 'en')
      .send({ name: 'Relatório', urls: ['https://padaria.exemplo.com.br'], recipients: ['dono@padaria.com.br', 'x\u0001@padaria.com.br'] })
      .expect(400);
    expect(nested.body.error.message).toBe('The field recipients.1 contains control characters, which are not allowed.');
    const proto = await owner.agent
      .put('/api/brand-settings')
      .set('Content-Type', 'application/json')
      .send('{"companyName":"Acme","__proto__":{"isAdmin":true}}')
      .expect(400);
    expect(proto.body.error.details.fields).toEqual([{ path: '__proto__', message: 'O campo __proto__ usa o nome reservado __proto__.' }]);
    const deep = await request(server())
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send(`{"selectedPlan":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)
      .expect(400);
    expect(deep.body.error.message).toMatch(/^O campo selectedPlan(\.0)+ tem mais de 32 níveis de aninhamento\.$/);
  });

  it('checks query strings the same way', async () => {
    const response = await owner.agent.get('/api/analyses').query({ search: 'padaria\u0000' }).expect(400);
    expect(response.body.error.details).toEqual({
      source: 'query',
      fields: [{ path: 'search', message: 'O campo search contém caracteres de controle, que não são permitidos.' }],
    });
  });
});

describe('register: the two bodies that answered 500', () => {
  let testApp: TestApp;
  const body = { password: 'Padaria-Pao-Quente-2026!', confirmPassword: 'Padaria-Pao-Quente-2026!', firstName: 'Ana', lastName: 'Souza', selectedPlan: 'free' };

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(() => testApp?.close());

  const users = (email: string) => queryDatabase(testApp.database.url, 'select id from core_user where email = $1', [email]);

  it.each([
    ['firstName', { firstName: 'A\u0000na' }],
    ['lastName', { lastName: 'Sou\u0000za' }],
  ])('a NUL in %s answers 400 naming it in both languages, and creates no account', async (field, change) => {
    const email = `nul-${field.toLowerCase()}@example.com`;
    const pt = await request(testApp.server as never)
      .post('/api/auth/register')
      .send({ ...body, ...change, email })
      .expect(400);
    expect(pt.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: `O campo ${field} contém caracteres de controle, que não são permitidos.` });
    const en = await request(testApp.server as never)
      .post('/api/auth/register')
      .set('Accept-Language', 'en')
      .send({ ...body, ...change, email })
      .expect(400);
    expect(en.body.error.message).toBe(`The field ${field} contains control characters, which are not allowed.`);
    expect(await users(email)).toEqual([]);
  });

  it('refuses a bidi override or a line break in a name, which is single-line text', async () => {
    for (const firstName of ['Ana\u202E', 'Ana\nSouza']) {
      const response = await request(testApp.server as never)
        .post('/api/auth/register')
        .send({ ...body, firstName, email: 'bidi@example.com' })
        .expect(400);
      expect(response.body.error.details.fields).toContainEqual({
        path: 'firstName',
        message: 'O campo firstName deve ser um texto de uma linha, sem quebras de linha nem caracteres de controle de direção (U+202A–U+202E, U+2066–U+2069).',
      });
    }
    expect(await users('bidi@example.com')).toEqual([]);
  });
});
