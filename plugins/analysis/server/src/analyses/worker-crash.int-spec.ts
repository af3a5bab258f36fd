import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, queryDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, createMigratedDatabase, type ServerProcess, spawnServer } from '@otimiza/host-testing';
import { startSampleSite } from '../../test/sample-site.js';

const redisUrl = process.env['REDIS_URL'];

const query = queryDatabase;

describe.skipIf(!redisUrl)('a worker killed during an audit', () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    assertBuilt();
    database = await createMigratedDatabase();
    site = await startSampleSite();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await site?.close();
    await database?.drop();
  });

  it('does not lose the job: another worker runs it and the result is stored once', async () => {
    const port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: `crash-${randomBytes(4).toString('hex')}`,
      ALLOW_PRIVATE_TARGETS: 'true',
      JOB_LOCK_MS: '3000',
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    const start = (role: 'api' | 'worker') => {
      const server = spawnServer({ ...env, ROLE: role });
      processes.push(server);
      return server;
    };
    const api = start('api');
    const first = start('worker');
    await Promise.all([api.waitFor('Otimiza is serving'), first.waitFor('worker ready')]);

    const base = `http://127.0.0.1:${port}`;
    const email = `crash-${Date.now()}@example.com`;
    const password = 'senha-segura-123';
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Lima' }),
    });
    await query(database.url, `update core_user set email_verified_at = now() where email = $1`, [email]);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const started = await fetch(`${base}/api/analyze`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'respond-async', Cookie: cookie },
      body: JSON.stringify({ url: `${site.url}/padaria` }),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };

    await expect
      .poll(async () => (await query<{ status: string }>(database.url, 'select status from analysis_analysis where id = $1', [id]))[0]?.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('running');
    first.child.kill('SIGKILL');
    const second = start('worker');
    await second.waitFor('worker ready');

    await expect
      .poll(async () => (await query<{ status: string }>(database.url, 'select status from analysis_analysis where id = $1', [id]))[0]?.status, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe('completed');
    // Its reservation is consumed just after the status is written (announceCompleted): counted once.
    await expect
      .poll(async () => Number((await query<{ total: string }>(database.url, 'select sum(analyses) as total from core_monthly_usage'))[0]?.total ?? 0), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1);
    const rows = await query<{ n: string }>(database.url, 'select count(*) as n from analysis_analysis');
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
