import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAfterRedisOutage, createTestUser, hasRedisServer, queryDatabase, startPrivateRedis } from '@otimiza/sdk/testing';
import type { PrivateRedis, TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { replayLighthouse } from '../../test/replay-lighthouse.js';
import { startSampleSite } from '../../test/sample-site.js';

/** Longer than a fail-fast answer needs (about 2 s), far shorter than the 60 s the requests used to hang. */
const ANSWER_WITHIN_MS = 8000;

/** Redis is killed under the running app (a Redis of the spec's own), then brought back. */
describe.skipIf(!hasRedisServer())('Redis unreachable', () => {
  let redis: PrivateRedis;
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  let user: TestUser;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    site = await startSampleSite();
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { REDIS_URL: redis.url, ALLOW_PRIVATE_TARGETS: 'true' } });
    // The subject is the queue's outage, not Lighthouse: an audit once Redis is back answers its recorded result.
    replayLighthouse(testApp.app);
    user = await createTestUser(testApp);
    await redis.stop();
  });
  afterAll(() => closeAfterRedisOutage(redis, [testApp, site]));

  it('answers POST /api/analyze (async and sync) at once with 503 API_UNAVAILABLE, and writes nothing', async () => {
    for (const prefer of ['respond-async', undefined]) {
      const call = user.agent
        .post('/api/analyze')
        .timeout(ANSWER_WITHIN_MS)
        .send({ url: `${site.url}/padaria` });
      const answer = await (prefer ? call.set('Prefer', prefer) : call);
      expect(answer.status).toBe(503);
      expect(answer.body.error.type).toBe('API_UNAVAILABLE');
      expect(answer.body.error.message).toContain('fila');
    }
    expect(await queryDatabase(testApp.database.url, 'select id from analysis_analysis')).toEqual([]);
    expect(await queryDatabase(testApp.database.url, 'select id from core_usage_reservation')).toEqual([]);
    // The free user keeps every analysis: nothing counts.
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 0, inFlight: 0, remaining: 3 });
  });

  it('answers GET /api/health and /api/health/queue within 2 s and says the queue is down', async () => {
    const health = await user.agent.get('/api/health').timeout(ANSWER_WITHIN_MS);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: { ok: true }, queue: { driver: 'bullmq', ok: false } });
    const probe = await user.agent.get('/api/health/queue').timeout(ANSWER_WITHIN_MS);
    expect(probe.status).toBe(503);
    expect(probe.body.error.type).toBe('API_UNAVAILABLE');
  });

  it('resumes by itself when Redis returns: the next analysis is queued and completed', async () => {
    await redis.start();
    await expect.poll(async () => (await user.agent.get('/api/health')).body.queue?.ok, { timeout: 20_000, interval: 250 }).toBe(true);
    const answer = await user.agent
      .post('/api/analyze')
      .send({ url: `${site.url}/padaria` })
      .expect(200);
    expect(answer.body.status).toBe('completed');
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 1, inFlight: 0, remaining: 2 });
  });
});
