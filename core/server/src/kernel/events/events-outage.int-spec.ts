import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEvent, JobQueue } from '@otimiza/sdk/server';
import { createTestDatabase, hasRedisServer, queryDatabase, startPrivateRedis, type PrivateRedis, type TestDatabase } from '@otimiza/sdk/testing';
import { startServer, type RunningServer } from '../../bootstrap.js';
import { loadConfig } from '../config/load-config.js';
import { EventSweeper } from './event-sweeper.js';
import { QueuedEventsService } from './queued-events.service.js';

const outageEvent = defineEvent<{ step: string }>('spec.outage');

/**
 * Events published while Redis is down, and deliveries left in the queue by a process that
 * stopped: a Redis of the spec's own, and the app started twice on one database.
 */
describe.skipIf(!hasRedisServer())('domain events across a queue outage and a restart', () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const running: RunningServer[] = [];

  async function start(role: 'all' | 'api' | 'worker'): Promise<RunningServer> {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'error', REDIS_URL: redis.url, QUEUE_PREFIX: prefix, ROLE: role, DATABASE_URL: database.url };
    const server = await startServer({ config: loadConfig(env, []), plugins: [], listen: false });
    running.push(server);
    return server;
  }

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    for (const server of running.reverse()) await server.close().catch(() => undefined);
    await database?.drop();
    await redis?.stop();
  });

  it('stores an event published while Redis is unreachable, without failing the publisher, and delivers it once the queue is back', async () => {
    const server = await start('all');
    const events = server.app.get(QueuedEventsService);
    const got: string[] = [];
    events.subscribe(outageEvent, 'core.spec-outage-listener', async (event) => void got.push(event.payload.step));
    await redis.stop();

    const id = await events.publish(outageEvent, null, { step: 'during the outage' });
    expect(id).not.toBeNull();
    const [stored] = await queryDatabase<{ queued_at: Date | null }>(database.url, 'select queued_at from core_domain_event where id = $1', [id]);
    expect(stored!.queued_at).toBeNull();

    await redis.start();
    const sweeper = server.app.get(EventSweeper);
    // The sweeper leaves fresh events to their publisher for a grace period: look from a minute later.
    await vi.waitFor(async () => expect(await sweeper.sweep(new Date(Date.now() + 60_000))).toBe(1), { timeout: 20_000, interval: 250 });
    await vi.waitFor(() => expect(got).toEqual(['during the outage']), { timeout: 30_000, interval: 100 });
    const queue = server.app.get(JobQueue) as JobQueue & { close(waitMs?: number): Promise<boolean> };
    await server.close();
    running.pop();
    // Its stop found every job ended: it did not wait out the drain for a worker's blocking connection still
    // reconnecting after the restart, and cut it (the queue's close answers its first call's outcome again).
    expect(await queue.close()).toBe(true);
  });

  it('keeps a delivery queued by a process that stopped, and a worker started later delivers it', async () => {
    const api = await start('api');
    // The API process knows the subscriber (same modules everywhere) but consumes no jobs.
    api.app.get(QueuedEventsService).subscribe(outageEvent, 'core.spec-restart-listener', async () => undefined);
    const id = await api.app.get(QueuedEventsService).publish(outageEvent, null, { step: 'before the restart' });
    await api.close();
    running.pop();

    const worker = await start('worker');
    const got: { id: string; step: string }[] = [];
    worker.app
      .get(QueuedEventsService)
      .subscribe(outageEvent, 'core.spec-restart-listener', async (event) => void got.push({ id: event.id, step: event.payload.step }));
    await vi.waitFor(() => expect(got).toEqual([{ id, step: 'before the restart' }]), { timeout: 30_000, interval: 100 });
  });
});
