import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import auditPlugin from '../index.js';
import { MONITOR_RUN_NOW_RULE } from './monitor-runs.js';

/** An answer that has not come by then is a hang: the spec fails with a timeout instead of waiting for vitest's. */
const ANSWER_WITHIN_MS = 60_000;

describe('audit monitors: "run now" in parallel beyond the database pool', () => {
  let testApp: TestApp;
  let site: Server;
  let siteUrl: string;
  let owner: TestUser;
  let held: (() => void)[] | null = [];

  beforeAll(async () => {
    // The site answers once the spec has read the runs' answers: the run it started is still in progress while they come.
    site = createServer((_, res) => {
      const answer = () => void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Loja</title><h1>Loja</h1>');
      if (held) held.push(answer);
      else answer();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    // A pool of 3: a request that holds one connection and waits for another starves it with 3 such requests in parallel.
    testApp = await createTestApp({ plugins: [auditPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true', DATABASE_POOL_SIZE: '3' } });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(async () => {
    held?.forEach((answer) => answer());
    held = null;
    await testApp?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('answers 30 parallel runs of one monitor (one started, the rest 409 or 429) while /api/health keeps answering', async () => {
    const monitor = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Loja diária', urls: [siteUrl], frameworks: ['web-security'], frequency: 'daily' })
        .expect(201)
    ).body as { id: string };

    const health = () =>
      request(testApp.server as never)
        .get('/api/health')
        .timeout({ deadline: ANSWER_WITHIN_MS });
    const [runs, healthDuring] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`).timeout({ deadline: ANSWER_WITHIN_MS }))),
      Promise.all(Array.from({ length: 3 }, health)),
    ]);

    const statuses = runs.map((run) => run.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 202 && status !== 409 && status !== 429)).toEqual([]);
    // The workspace's 'run now' rule counts every request: those beyond it are refused before any waits for the monitor's lock.
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MONITOR_RUN_NOW_RULE.points);
    for (const refused of runs.filter((run) => run.status === 429)) {
      expect(refused.body.error.type).toBe('RATE_LIMIT');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(healthDuring.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await health()).status).toBe(200);
    const { body } = await owner.agent.get('/api/audit/monitoring').timeout({ deadline: ANSWER_WITHIN_MS }).expect(200);
    expect(body.monitors[0]).toMatchObject({ id: monitor.id, lastRun: { reportId: expect.any(String) } });
  });
});
