import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request, { type Response, type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

/** A small pool, so that a few parallel requests are already more than it has. */
const POOL_SIZE = 3;
const PARALLEL = POOL_SIZE * 4;
/** An answer that has not come by then is a hang: the spec fails with a timeout instead of waiting for vitest's. */
const ANSWER_WITHIN_MS = 60_000;

/**
 * Every write route whose work opens a database transaction, asked PARALLEL times at once on a
 * pool of POOL_SIZE connections: each request answers (a refusal is an answer, a 5xx is not) and
 * /api/health answers meanwhile and after. A transaction that waited for a second connection while
 * holding its own would freeze the pool here (and the nested-connection guard fails the file).
 */
describe('database pool: parallel writes beyond the pool on the routes that open a transaction', () => {
  let testApp: TestApp;
  let site: Server;
  let siteUrl: string;
  let owner: TestUser;

  const http = () => request(testApp.server as never);
  const health = () => http().get('/api/health').timeout({ deadline: ANSWER_WITHIN_MS });

  /**
   * Fires `send` PARALLEL times at once with health probes beside them; every answer below 500, health
   * answering throughout (ok, or degraded while every pooled connection is taken: its checks are
   * bounded, so on a loaded machine a probe may find the pool busy), and ok again once the flood is over.
   */
  async function flood(send: (index: number) => Test): Promise<Response[]> {
    const [answers, during] = await Promise.all([
      Promise.all(Array.from({ length: PARALLEL }, (_, index) => send(index).timeout({ deadline: ANSWER_WITHIN_MS }))),
      Promise.all(Array.from({ length: 3 }, health)),
    ]);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.body)).toEqual([]);
    for (const probe of during) expect(probe.status === 200 ? 'ok' : `${probe.status} ${probe.body.status}`).toMatch(/^(ok|503 degraded)$/);
    await healthOk();
    return answers;
  }

  /** Health back to ok: the jobs a flood queued may still hold connections for a moment after the answers. */
  async function healthOk(): Promise<void> {
    const deadline = Date.now() + ANSWER_WITHIN_MS;
    while ((await health()).status !== 200) {
      if (Date.now() > deadline) throw new Error('/api/health did not return to ok after the flood');
    }
  }

  /** The newest e-mail link to `email` that contains `path`; reset e-mails are written by a job, so it waits for one. */
  async function linkTo(email: string, path: string): Promise<string> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await queryDatabase<{ links: string[] }>(
        testApp.database.url,
        `select links from core_mail_outbox where to_address = $1 and links->>0 like $2 order by created_at desc limit 1`,
        [email, `%${path}%`],
      );
      if (row) return row.links[0]!;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${email} with ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const statuses = (answers: Response[]) => answers.map((answer) => answer.status);

  beforeAll(async () => {
    site = createServer(
      (_, res) => void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Loja</title><h1>Loja</h1>'),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    testApp = await createTestApp({ plugins: serverPlugins, env: { DATABASE_POOL_SIZE: String(POOL_SIZE), ALLOW_PRIVATE_TARGETS: 'true' } });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(async () => {
    await testApp?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('registers accounts (user, workspace and membership in one transaction, then the verification e-mail)', async () => {
    const stamp = Date.now().toString(36);
    const answers = await flood((index) =>
      http()
        .post('/api/auth/register')
        .send({
          email: `pool-${stamp}-${index}@example.com`,
          password: 'senha-segura-123',
          confirmPassword: 'senha-segura-123',
          firstName: 'Pool',
          lastName: 'Cheio',
          selectedPlan: 'free',
        }),
    );
    expect(statuses(answers)).toEqual(Array(PARALLEL).fill(201));
  });

  it('sends reset links and resets a password with one of them (the token spent once)', async () => {
    const user = await createTestUser(testApp);
    // The address's own limit answers some of them 429.
    const sent = await flood(() => http().post('/api/auth/forgot-password').send({ email: user.email }));
    expect(statuses(sent).filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const token = tokenOf(await linkTo(user.email, '/reset-password?token='));
    const answers = await flood(() =>
      http().post('/api/auth/reset-password').send({ token, password: 'outra-senha-forte-456', confirmPassword: 'outra-senha-forte-456' }),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
  });

  it('invites members, accepts an invitation once and changes a member’s role', async () => {
    const stamp = Date.now().toString(36);
    const invited = await flood((index) =>
      owner.agent.post('/api/workspace/invitations').send({ email: `convidado-${stamp}-${index}@example.com`, role: 'viewer' }),
    );
    expect(statuses(invited)).toEqual(Array(PARALLEL).fill(201));

    const invitee = await createTestUser(testApp);
    await owner.agent.post('/api/workspace/invitations').send({ email: invitee.email, role: 'member' }).expect(201);
    const token = tokenOf(await linkTo(invitee.email, '/invite?token='));
    const accepted = await flood(() => invitee.agent.post('/api/workspace/invitations/accept').send({ token }));
    expect(statuses(accepted).filter((status) => status === 200)).toHaveLength(1);

    const changed = await flood((index) => owner.agent.patch(`/api/workspace/members/${invitee.userId}`).send({ role: index % 2 === 0 ? 'admin' : 'member' }));
    expect(statuses(changed)).toEqual(Array(PARALLEL).fill(200));
  });

  it('creates client workspaces under the reseller’s lock', async () => {
    const answers = await flood((index) => owner.agent.post('/api/workspace/clients').send({ name: `Cliente ${index}` }));
    expect(statuses(answers).filter((status) => status === 201).length).toBeGreaterThan(0);
  });

  it('imports one business-intelligence series', async () => {
    const content = ['date,metric,value,unit', ...Array.from({ length: 6 }, (_, month) => `2026-0${month + 1}-01,pedidos,${100 + month},count`)].join('\n');
    expect(statuses(await flood(() => owner.agent.post('/api/bi/series/import').send({ content })))).toEqual(Array(PARALLEL).fill(201));
  });

  it('starts audit reports, runs a monitor now and deletes reports', async () => {
    const reports = await flood((index) => owner.agent.post('/api/audit/reports').send({ title: `Auditoria ${index}`, type: 'security', urls: [siteUrl] }));
    const monitor = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Loja', urls: [siteUrl], frameworks: ['web-security'], frequency: 'daily' })
        .expect(201)
    ).body as { id: string };
    // One run at a time; the workspace's caps on reports in progress may refuse even that one (429).
    const runs = await flood(() => owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`));
    expect(statuses(runs).filter((status) => status === 202).length).toBeLessThanOrEqual(1);
    expect(statuses(runs).filter((status) => status !== 202 && status !== 409 && status !== 429)).toEqual([]);
    const created = reports.filter((answer) => answer.status === 201).map((answer) => answer.body.id as string);
    expect(created.length).toBeGreaterThan(0);
    await flood((index) => owner.agent.delete(`/api/audit/reports/${created[index % created.length]}`));
  });

  it('runs a customer-success playbook for a client', async () => {
    const customer = (
      await owner.agent
        .post('/api/cs/customers')
        .send({ name: 'Loja Aurora', sites: [siteUrl] })
        .expect(201)
    ).body as { customerId: string };
    const { playbooks } = (await owner.agent.get('/api/cs/playbooks').expect(200)).body as { playbooks: { id: string }[] };
    const answers = await flood(() => owner.agent.post(`/api/cs/playbooks/${playbooks[0]!.id}/execute`).send({ customerId: customer.customerId }));
    expect(statuses(answers).filter((status) => status === 202)).toHaveLength(1);
  });

  it('caps each kind of "run now" per workspace: beyond its rule, 429 RATE_LIMIT with Retry-After, in pt and en', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const monitor = (
      await agency.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Vitrine', urls: [siteUrl], frameworks: ['web-security'], frequency: 'daily' })
        .expect(201)
    ).body as { id: string };
    const customer = (await agency.agent.post('/api/cs/customers').send({ name: 'Oficina Sol' }).expect(201)).body as { customerId: string };
    const { playbooks } = (await agency.agent.get('/api/cs/playbooks').expect(200)).body as { playbooks: { id: string }[] };
    const kinds: [string, (language: string) => Test][] = [
      ['audit monitor run', (language) => agency.agent.post(`/api/audit/monitoring/${monitor.id}/run`).set('Accept-Language', language)],
      [
        'customer-success playbook run',
        (language) =>
          agency.agent.post(`/api/cs/playbooks/${playbooks[0]!.id}/execute`).set('Accept-Language', language).send({ customerId: customer.customerId }),
      ],
      ['analytics dashboard refresh', (language) => agency.agent.post('/api/dashboard/refresh').set('Accept-Language', language)],
    ];
    for (const [kind, send] of kinds) {
      // More than any of their rules allows in a minute (at most 30).
      const answers = [...(await flood(() => send('pt-BR'))), ...(await flood(() => send('pt-BR'))), ...(await flood(() => send('pt-BR')))];
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length, kind).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.body.error.type, kind).toBe('RATE_LIMIT');
        expect(Number(answer.headers['retry-after']), kind).toBeGreaterThanOrEqual(1);
      }
      // The window is still open: one more in each language is refused too, in that language.
      const [pt, en] = [await send('pt-BR'), await send('en')];
      expect([pt.status, en.status], kind).toEqual([429, 429]);
      expect(pt.body.error.message, kind).toMatch(/Aguarde um pouco/);
      expect(en.body.error.message, kind).toMatch(/Wait a little/);
    }
  });

  it('answers /api/health (degraded) while every pooled connection waits on a lock held outside the app, and every request once it is let go', async () => {
    const user = await createTestUser(testApp, { plan: 'enterprise' });
    const monitor = (
      await user.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Bloqueado', urls: [siteUrl], frameworks: ['web-security'], frequency: 'daily' })
        .expect(201)
    ).body as { id: string };
    const locker = new pg.Client({ connectionString: testApp.database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from audit_monitor where id = $1 for update', [monitor.id]);
      const runs = Promise.all(
        Array.from({ length: POOL_SIZE }, () => user.agent.post(`/api/audit/monitoring/${monitor.id}/run`).timeout({ deadline: ANSWER_WITHIN_MS })),
      );
      // Awaited below; should an assertion fail first, its rejection is not left unhandled.
      runs.catch(() => undefined);
      // Every connection of the app's pool is in a transaction that waits for the row.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [row] = await queryDatabase<{ waiting: number }>(
          testApp.database.url,
          "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (row!.waiting >= POOL_SIZE) break;
        if (Date.now() > deadline) throw new Error(`only ${row!.waiting} requests wait for the lock`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const starved = await health();
      expect(starved.status).toBe(503);
      expect(starved.body).toMatchObject({ status: 'degraded', database: { ok: false } });
      await locker.query('commit');
      expect(statuses(await runs).sort()).toEqual([202, ...Array<number>(POOL_SIZE - 1).fill(409)]);
      expect((await health()).status).toBe(200);
    } finally {
      await locker.end();
    }
  });
});
