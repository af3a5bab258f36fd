import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { replayGate, replayLighthouse } from '../../test/replay-lighthouse.js';
import { startSampleSite } from '../../test/sample-site.js';

/**
 * The synchronous POST /api/analyze times out on the audit's own time, never on time spent in
 * the queue: with work ahead of it, it answers 202 with the id and its place in the queue.
 */
describe('synchronous analyze behind a queue', () => {
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  let user: TestUser;
  const audits = replayGate();

  beforeAll(async () => {
    site = await startSampleSite();
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true', SYNC_ANALYZE_QUEUE_WAIT_MS: '1500' } });
    // The audits ahead stay in flight until the spec has had its answers: the queue is ahead of the request by construction.
    replayLighthouse(testApp.app, { heldUntil: audits.heldUntil });
    user = await createTestUser(testApp, { plan: 'lite' });
  });
  afterAll(async () => {
    audits.release();
    await testApp?.close();
    await site?.close();
  });

  it('answers 202 with the queue position and "na fila" while its analysis waits, and the analysis completes later', async () => {
    for (let count = 0; count < 2; count++)
      await user.agent
        .post('/api/analyze')
        .set('Prefer', 'respond-async')
        .send({ url: `${site.url}/padaria` })
        .expect(202);
    const answer = await user.agent.post('/api/analyze').send({ url: `${site.url}/padaria` });
    expect(answer.status).toBe(202);
    expect(answer.headers['location']).toBe(`/api/analyses/${answer.body.id as string}`);
    expect(answer.body).toMatchObject({ status: 'queued', queuePosition: expect.any(Number) });
    expect(answer.body.queuePosition).toBeGreaterThanOrEqual(2);
    expect(answer.body.message).toContain('na fila');

    const english = await user.agent
      .post('/api/analyze')
      .set('Accept-Language', 'en')
      .send({ url: `${site.url}/padaria` });
    expect(english.status).toBe(202);
    expect(english.body.message).toContain('in the queue');

    audits.release();
    await expect
      .poll(async () => (await user.agent.get(`/api/analyses/${answer.body.id as string}`)).body.status, { timeout: 120_000, interval: 500 })
      .toBe('completed');
  }, 180_000);
});
