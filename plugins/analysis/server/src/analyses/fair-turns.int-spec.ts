import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, eventually, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { replayLighthouse } from '../../test/replay-lighthouse.js';

const page = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Padaria</title></head><body><main><h1>Padaria</h1></main></body></html>';

const redisUrl = process.env['REDIS_URL'];
const drivers = redisUrl ? (['bullmq', 'inline'] as const) : (['inline'] as const);

/**
 * One tenant's burst of analyses does not hold another tenant's analysis behind it: tenant A's
 * first analysis holds the worker (its page answers only when the spec lets it) while A queues
 * the rest of its burst and tenant B queues one; B's starts after at most one more of A's, and
 * its queue position says so.
 */
describe.each(drivers)('fair turns of analyses between workspaces (%s queue)', (driver) => {
  let testApp: TestApp;
  let server: Server;
  let siteUrl: string;
  let heldArrivals = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = () => void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
      if (!req.url?.startsWith('/segura')) return answer();
      heldArrivals += 1;
      void held.then(answer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp = await createTestApp({
      plugins: [analysisPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true', SYNC_ANALYZE_QUEUE_WAIT_MS: '1000', REDIS_URL: driver === 'inline' ? '' : redisUrl },
    });
    // The subject is the order of turns, not Lighthouse: each page's audit answers its recorded real result.
    replayLighthouse(testApp.app);
  });

  afterAll(async () => {
    release();
    await testApp?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const analyse = async (user: TestUser, path: string): Promise<string> =>
    (
      await user.agent
        .post('/api/analyze')
        .set('Prefer', 'respond-async')
        .send({ url: `${siteUrl}${path}` })
        .expect(202)
    ).body.id as string;

  it("B's analysis starts after at most one more of A's burst", async () => {
    const [tenantA, tenantB] = [await createTestUser(testApp, { plan: 'enterprise' }), await createTestUser(testApp, { plan: 'enterprise' })];
    await analyse(tenantA, '/segura');
    await eventually(() => (heldArrivals > 0 ? true : undefined), "A's first analysis to reach its page");
    const burst: string[] = [];
    // The rest of the workspace's cap of analyses in flight (MAX_QUEUED_ANALYSES_PER_WORKSPACE, 10).
    for (let index = 1; index < 10; index += 1) burst.push(await analyse(tenantA, `/padaria?a=${index}`));
    // B asks synchronously: its answer, while A's first analysis still holds the worker, says where it waits.
    const queued = await tenantB.agent
      .post('/api/analyze')
      .send({ url: `${siteUrl}/padaria?b=1` })
      .expect(202);
    expect(queued.body).toMatchObject({ status: 'queued', queuePosition: 2 });
    const b = queued.body.id as string;
    release();

    const startedAt = async (ids: string[]) =>
      queryDatabase<{ id: string; started_at: Date | null }>(testApp.database.url, 'select id, started_at from analysis_analysis where id = any($1)', [ids]);
    const deadline = Date.now() + 240_000;
    let bStart: Date | null = null;
    while (!bStart) {
      if (Date.now() > deadline) throw new Error("B's analysis never started");
      bStart = (await startedAt([b]))[0]?.started_at ?? null;
      if (!bStart) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const bTime = bStart.getTime();
    const aBefore = (await startedAt(burst)).filter((row) => row.started_at && row.started_at.getTime() < bTime);
    // Analyses run one at a time (concurrency 1): at most 1 + 1 of A's queued burst may start before B's.
    expect(aBefore.length).toBeLessThanOrEqual(2);
  }, 300_000);
});
