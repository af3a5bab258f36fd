import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { replayGate, replayLighthouse } from '../../test/replay-lighthouse.js';
import { startSampleSite } from '../../test/sample-site.js';

/**
 * The plan's allowance under concurrency: parallel requests are reserved one after the other,
 * so a burst yields exactly what is left, never more. Accepted analyses are deleted right after
 * the burst (their jobs then find nothing to do), which keeps the spec fast.
 */
describe('plan allowance: reserved atomically, whatever arrives at once', () => {
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  const audits = replayGate();

  beforeAll(async () => {
    site = await startSampleSite();
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'ai-tools'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    // Every accepted audit stays in flight while the specs count what runs and delete it.
    replayLighthouse(testApp.app, { heldUntil: audits.heldUntil });
  });
  afterAll(async () => {
    audits.release();
    await testApp?.close();
    await site?.close();
  });

  async function burst(user: TestUser, count: number): Promise<request.Response[]> {
    return Promise.all(
      Array.from({ length: count }, () =>
        user.agent
          .post('/api/analyze')
          .set('Prefer', 'respond-async')
          .send({ url: `${site.url}/padaria` }),
      ),
    );
  }

  async function dropAccepted(user: TestUser, answers: request.Response[]): Promise<void> {
    for (const answer of answers.filter((response) => response.status === 202))
      await user.agent.delete(`/api/analyses/${answer.body.id as string}`).expect(200);
  }

  const statuses = (answers: request.Response[]) => answers.map((answer) => answer.status).sort();

  it('gives a free user exactly 3 of 20 parallel analyses; the rest answer 402 with the free limit', async () => {
    const user = await createTestUser(testApp);
    const answers = await burst(user, 20);
    expect(statuses(answers)).toEqual([...Array(3).fill(202), ...Array(17).fill(402)]);
    const refused = answers.find((answer) => answer.status === 402)!;
    expect(refused.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { code: 'FREE_LIMIT', limit: 3 } });
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 0, inFlight: 3, remaining: 0 });
    const rows = await queryDatabase<{ n: number }>(testApp.database.url, 'select count(*)::int as n from analysis_analysis where workspace_id = $1', [
      user.workspaceId,
    ]);
    expect(rows[0]!.n).toBe(3);
    await dropAccepted(user, answers);
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 0, inFlight: 0, remaining: 3 });
  });

  it('gives each of five free users sending 4 at once exactly 3', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createTestUser(testApp)));
    const all = await Promise.all(users.map((user) => burst(user, 4)));
    for (const [index, answers] of all.entries()) {
      expect(statuses(answers)).toEqual([202, 202, 202, 402]);
      await dropAccepted(users[index]!, answers);
    }
  });

  it('gives a pro user with 98 of 100 used exactly the 2 that are left', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    const month = (await user.agent.get('/api/me/entitlements').expect(200)).body.analyses.month as string;
    await queryDatabase(testApp.database.url, 'insert into core_monthly_usage (workspace_id, month, analyses) values ($1, $2, 98)', [user.workspaceId, month]);
    const answers = await burst(user, 20);
    expect(statuses(answers)).toEqual([...Array(2).fill(202), ...Array(18).fill(402)]);
    expect(answers.find((answer) => answer.status === 402)!.body.error.details).toMatchObject({ code: 'PRO_LIMIT', used: 98, inFlight: 2 });
    await dropAccepted(user, answers);
  });

  it('caps an unlimited plan at 10 analyses in flight: the rest answer 429 with Retry-After', async () => {
    const user = await createTestUser(testApp, { plan: 'enterprise' });
    const answers = await burst(user, 20);
    expect(statuses(answers)).toEqual([...Array(10).fill(202), ...Array(10).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.body.error).toMatchObject({ type: 'RATE_LIMIT', details: { inFlight: 10 } });
    await dropAccepted(user, answers);
    await user.agent
      .post('/api/analyze')
      .set('Prefer', 'respond-async')
      .send({ url: `${site.url}/padaria` })
      .expect(202);
  });

  it('reserves every audit of a competitor analysis at once: two parallel runs cannot both draw on the last 2 analyses', async () => {
    // This run's audits end: the in-flight count it polls comes back to 0 (the earlier tests' held audits were deleted).
    audits.release();
    const user = await createTestUser(testApp, { plan: 'pro' });
    const month = (await user.agent.get('/api/me/entitlements').expect(200)).body.analyses.month as string;
    await queryDatabase(testApp.database.url, 'insert into core_monthly_usage (workspace_id, month, analyses) values ($1, $2, 98)', [user.workspaceId, month]);
    // The target does not answer, so the accepted run ends quickly and gives back what it did not use.
    const body = { url: `${site.url}/nao-existe`, competitors: [`${site.url}/padaria`] };
    const answers = await Promise.all([user.agent.post('/api/competitor-analysis').send(body), user.agent.post('/api/competitor-analysis').send(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([402, 502]);
    await expect
      .poll(async () => (await user.agent.get('/api/me/entitlements').expect(200)).body.analyses, { timeout: 30_000 })
      .toMatchObject({ used: 98, inFlight: 0 });
  });

  it('never counts an analysis that failed', async () => {
    const user = await createTestUser(testApp);
    const answer = await user.agent.post('/api/analyze').send({ url: `${site.url}/nao-existe` });
    expect(answer.status).toBe(400);
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 0, inFlight: 0, remaining: 3 });
  });
});
