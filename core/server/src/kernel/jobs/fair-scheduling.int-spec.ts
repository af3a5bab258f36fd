import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { defineJob } from '@otimiza/sdk/server';
import { eventually } from '@otimiza/sdk/testing';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import { InlineJobQueue } from './inline-job-queue.js';
import { removePrefixedKeys } from '../../../test/redis/remove-prefixed-keys.js';

const redisUrl = process.env['REDIS_URL'];
const silent = pino({ level: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
const BURST = 50;

type Driver = 'bullmq' | 'inline';
const prefixes: string[] = [];

function queueOf(driver: Driver): BullmqJobQueue | InlineJobQueue {
  if (driver === 'inline') return new InlineJobQueue(silent, 1);
  const prefix = `fair-${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  return new BullmqJobQueue(redisUrl!, prefix, true, silent, 1, 30_000);
}

/** Polls a state (not a fixed sleep) until it holds. */
async function until(holds: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Tenant A queues a burst whose first jobs hold the workers until tenant B has queued one job;
 * answers how many of A's jobs started between B's enqueue and B's start, and how many of A's
 * were still waiting when B queued (so that the count means something).
 */
async function otherTenantsWait(driver: Driver, concurrency: number): Promise<{ aStartedBeforeB: number; aWaitingAtEnqueue: number }> {
  const queue = queueOf(driver);
  const job = defineJob<{ tenant: 'A' | 'B' }>('core.fairness-probe');
  const [tenantA, tenantB] = [randomUUID(), randomUUID()];
  const starts: ('A' | 'B')[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  queue.process(
    job,
    async ({ tenant }) => {
      starts.push(tenant);
      await held;
    },
    { concurrency },
  );
  try {
    for (let index = 0; index < BURST; index += 1) await queue.enqueue(job, { tenant: 'A' }, { workspaceId: tenantA, attempts: 1 });
    await eventually(() => (starts.length === concurrency ? true : undefined), "the burst's first jobs to start");
    const atEnqueue = starts.length;
    const { id } = await queue.enqueue(job, { tenant: 'B' }, { workspaceId: tenantB, attempts: 1 });
    // B's job waits with the rest of A's (the inline driver takes a job in on its next turn of the event loop).
    await until(async () => (await queue.queueDepths()).find((depth) => depth.queue === job.name)?.waiting === BURST - concurrency + 1, "B's job to wait");
    release();
    await queue.waitForResult(job, id, 60_000);
    await eventually(() => (starts.length === BURST + 1 ? true : undefined), 'every job to start', 60_000);
    return { aStartedBeforeB: starts.slice(atEnqueue, starts.indexOf('B')).length, aWaitingAtEnqueue: BURST - atEnqueue };
  } finally {
    await queue.close();
  }
}

describe('fair scheduling across workspaces: one tenant’s burst delays another’s job by at most one job', () => {
  afterAll(() => removePrefixedKeys(redisUrl, prefixes));

  const drivers: Driver[] = redisUrl ? ['bullmq', 'inline'] : ['inline'];
  for (const driver of drivers) {
    for (const concurrency of [1, 2]) {
      it(`${driver}, concurrency ${concurrency}: B's job starts after at most ${concurrency + 1} more of A's ${BURST}`, async () => {
        const { aStartedBeforeB, aWaitingAtEnqueue } = await otherTenantsWait(driver, concurrency);
        expect(aWaitingAtEnqueue).toBe(BURST - concurrency);
        expect(aStartedBeforeB).toBeLessThanOrEqual(concurrency + 1);
      });
    }
  }
});
