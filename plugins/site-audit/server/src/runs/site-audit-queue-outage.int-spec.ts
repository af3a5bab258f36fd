import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeAfterRedisOutage,
  createTestUser,
  hasRedisServer,
  InMemoryAnalyses,
  inMemoryAnalysesPlugin,
  queryDatabase,
  startPrivateRedis,
  type PrivateRedis,
  type TestApp,
  type TestUser,
} from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import siteAuditPlugin from '../index.js';
import { startTestSite, type TestSite } from '../testing/index.js';
import { standInAudit } from './testing/stand-in-audits.js';

/** Longer than a fail-fast answer needs (about 2 s). */
const ANSWER_WITHIN_MS = 8000;

/** An API process (ROLE=api) whose Redis goes away: a start is refused at once and leaves no run behind. */
describe.skipIf(!hasRedisServer())('site audits with Redis unreachable', () => {
  let redis: PrivateRedis;
  let site: TestSite;
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    site = await startTestSite({ crawlDelaySeconds: 0 });
    testApp = await createTestApp({
      plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses((_workspaceId, url) => standInAudit(url))), siteAuditPlugin],
      env: { REDIS_URL: redis.url, ROLE: 'api', ALLOW_PRIVATE_TARGETS: 'true' },
    });
    user = await createTestUser(testApp, { plan: 'pro' });
    await redis.stop();
  });
  afterAll(() => closeAfterRedisOutage(redis, [testApp, site]));

  it('answers a start with 503 API_UNAVAILABLE at once, in the caller’s language, and stores no run', async () => {
    const answer = await user.agent.post('/api/site-audit/runs').set('Accept-Language', 'en').timeout(ANSWER_WITHIN_MS).send({ url: site.origin });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({ type: 'API_UNAVAILABLE', message: expect.stringContaining('queue') });
    expect(await queryDatabase(testApp.database.url, 'select id from site_audit_run')).toEqual([]);
    // Nothing counted against the month either.
    expect(((await user.agent.get('/api/site-audit/runs').expect(200)).body as { allowance: { runsThisMonth: number } }).allowance.runsThisMonth).toBe(0);
  });

  it('takes the next start once Redis is back', async () => {
    await redis.start();
    await expect.poll(async () => (await user.agent.get('/api/health')).body.queue?.ok, { timeout: 20_000, interval: 250 }).toBe(true);
    const started = (await user.agent.post('/api/site-audit/runs').send({ url: site.origin }).expect(201)).body as SiteAuditRunView;
    expect(started.status).toBe('discovering');
  });
});
