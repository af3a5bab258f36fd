import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, createMigratedDatabase, type ServerProcess, spawnServer } from '@otimiza/host-testing';

const redisUrl = process.env['REDIS_URL'];

describe.skipIf(!redisUrl)('ROLE=api and ROLE=worker processes on BullMQ', () => {
  let database: TestDatabase;
  const processes: ServerProcess[] = [];
  let env: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    assertBuilt();
    database = await createMigratedDatabase();
    port = await freePort();
    // A worker process takes well over the default 10 s probe wait to boot on a busy 2-core machine, and the stopping
    // api's 30 s grace for its in-flight request with it (the drain was cut at 30 s beside the e2e tier): both are
    // guards against a hang here, so the next worker's boot is what the in-flight request waits for.
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: `roles-${randomBytes(4).toString('hex')}`,
      QUEUE_PROBE_TIMEOUT_SECONDS: '90',
      SHUTDOWN_TIMEOUT_MS: '120000',
    };
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
  });

  function start(role: 'api' | 'worker'): ServerProcess {
    const server = spawnServer({ ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1' });
    processes.push(server);
    return server;
  }

  it('a worker process consumes the jobs that an api process enqueues', async () => {
    const worker = start('worker');
    await worker.waitFor('worker ready');
    const api = start('api');
    await api.waitFor('Otimiza is serving');

    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ role: 'api', queue: { driver: 'bullmq', ok: true }, database: { kind: 'external', ok: true } });

    const probe = await (await fetch(`http://127.0.0.1:${port}/api/health/queue`)).json();
    expect(probe.processedBy).toMatchObject({ role: 'worker', pid: worker.child.pid });
    expect(probe.processedBy.pid).not.toBe(api.child.pid);

    expect(await worker.stop()).toBe(0);
    expect(await api.stop()).toBe(0);
    // A hang guard for two process starts one after the other on two busy cores, not a measure.
  }, 240_000);

  it('a stopping api finishes its in-flight request, and a queued job waits for the next worker', async () => {
    const api = start('api');
    await api.waitFor('Otimiza is serving');

    // No worker runs: the probe job waits in Redis while the request is in flight; the stop comes once it waits there.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/health/queue`);
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    try {
      await expect.poll(() => redis.llen(`${env['QUEUE_PREFIX']}:core.queue-probe:wait`), { timeout: 60_000, interval: 50 }).toBe(1);
    } finally {
      redis.disconnect();
    }
    const apiExit = api.stop();
    await api.waitFor('stopping: finishing in-flight requests and jobs');

    const worker = start('worker');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).processedBy).toMatchObject({ role: 'worker', pid: worker.child.pid });
    expect(await apiExit).toBe(0);
    expect(await worker.stop()).toBe(0);
  }, 240_000);
});
