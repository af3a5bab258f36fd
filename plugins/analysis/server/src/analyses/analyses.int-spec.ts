import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { replayLighthouse, type ReplayCounts } from '../../test/replay-lighthouse.js';
import { startSampleSite } from '../../test/sample-site.js';

/** The median-of-three test's address: its audits answer recorded real results, every other test's run Lighthouse. */
const MEDIAN_PATH = '/padaria?median';

describe('analyses: real Lighthouse audits of pages served on loopback', () => {
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  let user: TestUser;
  let medianRuns: ReplayCounts;

  beforeAll(async () => {
    site = await startSampleSite();
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true', PERFORMANCE_AUDIT_RUNS: '3' } });
    user = await createTestUser(testApp, { plan: 'lite' });
    medianRuns = replayLighthouse(testApp.app, { replays: (url) => url.endsWith(MEDIAN_PATH) });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  // What is counted here is the runs the product asks for, not what Lighthouse finds (the median itself:
  // median-run.spec.ts): each run answers a recorded real result.
  it('keeps the median of three Lighthouse runs for a plan with Core Web Vitals, and measures its proof the same way', async () => {
    const runsSoFar = () => medianRuns.replayed + medianRuns.recorded;
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const analysis = (
      await pro.agent
        .post('/api/analyze')
        .send({ url: `${site.url}${MEDIAN_PATH}`, strategy: 'desktop' })
        .expect(200)
    ).body;
    expect(analysis.pageSpeedResults.auditRuns).toBe(3);
    expect(runsSoFar()).toBe(3);
    await expect
      .poll(async () => (await pro.agent.get(`/api/analyses/${analysis.id}`).expect(200)).body.verification.status, { timeout: 300_000, interval: 500 })
      .toBe('completed');
    // The proof: three runs of the fixed page too.
    expect(runsSoFar()).toBe(6);
    // A plan without Core Web Vitals: one run, as before.
    const liteUser = await createTestUser(testApp, { plan: 'lite' });
    const lite = (
      await liteUser.agent
        .post('/api/analyze')
        .send({ url: `${site.url}${MEDIAN_PATH}`, strategy: 'desktop' })
        .expect(200)
    ).body;
    expect(lite.pageSpeedResults.auditRuns).toBe(1);
    expect(runsSoFar()).toBe(7);
  }, 480_000);

  it('audits a page and answers the spec shape with real scores, fixes and context', async () => {
    const response = await user.agent
      .post('/api/analyze')
      .send({ url: `${site.url}/padaria`, strategy: 'desktop' })
      .expect(200);
    const analysis = response.body;
    expect(analysis).toMatchObject({ url: `${site.url}/padaria`, domain: '127.0.0.1', path: '/padaria', status: 'completed', strategy: 'desktop' });
    for (const score of Object.values(analysis.scores as Record<string, number>)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(analysis.scores.seoScore).toBeGreaterThan(50);
    expect(analysis.context).toMatchObject({ companyName: 'Padaria Pão Quente', businessType: 'Bakery', location: 'Campinas, SP', language: 'pt-BR' });
    expect(analysis.pageSpeedResults.metrics['largest-contentful-paint'].value).toBeGreaterThan(0);
    expect(analysis.optimizedHtml).toBeNull();

    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    const [stored] = (await client.query('select length(lighthouse_report) as bytes from analysis_analysis where id = $1', [analysis.id])).rows;
    await client.end();
    expect(Number(stored.bytes)).toBeGreaterThan(10_000);

    const stats = (await user.agent.get('/api/dashboard/stats').expect(200)).body;
    expect(stats).toMatchObject({ totalAnalyses: 1, monthlyAnalyses: 1, thisMonth: 1, avgImprovement: null });
    expect(stats.avgLoadTime).toBe(
      analysis.pageSpeedResults.metrics['largest-contentful-paint'].value
        ? Math.round(analysis.pageSpeedResults.metrics['largest-contentful-paint'].value)
        : null,
    );
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 1, remaining: 4 });
  });

  it('streams the real progress steps with Prefer: respond-async', async () => {
    const started = await user.agent
      .post('/api/analyze')
      .set('Prefer', 'respond-async')
      .send({ url: `${site.url}/sem-cuidado`, strategy: 'mobile' })
      .expect(202);
    expect(started.body).toEqual({ id: expect.any(String), status: 'queued' });
    const stream = await user.agent
      .get(`/api/analyses/${started.body.id}/events`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    // Heartbeat comments (': heartbeat') come between events on a slow audit: only the events count.
    const events = (stream.body as string)
      .split('\n\n')
      .filter((block) => block.includes('data: '))
      .map((block) => JSON.parse(block.split('data: ')[1]!));
    const percents = events.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ status: 'completed', percent: 100, step: 'complete' });
    expect(events.map((event) => event.step)).toEqual(expect.arrayContaining(['analysing', 'gathering', 'auditing', 'complete']));
    // Lighthouse's own phases move the bar between 'analysing' (30) and 'recommending' (85), not one fixed step.
    expect(new Set(percents.filter((percent) => percent > 30 && percent < 85)).size).toBeGreaterThanOrEqual(3);

    const list = (await user.agent.get('/api/analyses?page=1&limit=5&search=sem-cuidado').expect(200)).body;
    expect(list.total).toBe(1);
    expect(list.analyses[0].scores.accessibilityScore).toBeLessThan(100);
    // The list carries summaries; the fixes, context and page come with the analysis itself.
    expect(list.analyses[0]).not.toHaveProperty('appliedFixes');
    expect(list.analyses[0]).not.toHaveProperty('optimizedHtml');
    expect((await user.agent.get(`/api/analyses/${list.analyses[0].id as string}`).expect(200)).body.appliedFixes).toBeInstanceOf(Array);
  });

  it('refuses private and metadata targets, and a page that redirects to one fails with INVALID_URL', async () => {
    const metadata = await user.agent.post('/api/analyze').send({ url: 'http://169.254.169.254/latest/meta-data/' }).expect(400);
    expect(metadata.body.error.type).toBe('INVALID_URL');
    await user.agent.post('/api/analyze').send({ url: 'http://10.1.2.3/' }).expect(400);
    const redirected = await user.agent
      .post('/api/analyze')
      .send({ url: `${site.url}/to-metadata` })
      .expect(400);
    expect(redirected.body.error.type).toBe('INVALID_URL');
    const empty = await user.agent.post('/api/analyze').send({ url: '   ' }).expect(400);
    expect(empty.body.error).toMatchObject({ type: 'INVALID_URL', message: 'Please enter a URL' });
  });

  it('tries https then http for an address typed without a scheme, and names the cause when neither answers: nothing is stored', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const before = (await user.agent.get('/api/analyses').expect(200)).body.total as number;
    const refused = await user.agent
      .post('/api/analyze')
      .set('Accept-Language', 'en')
      .send({ url: `127.0.0.1:${port}/loja` })
      .expect(400);
    expect(refused.body.error).toMatchObject({ type: 'NETWORK_ERROR', message: expect.stringContaining('the server refused the connection') });
    expect((await user.agent.get('/api/analyses').expect(200)).body.total).toBe(before);
  });

  it('keeps the browser away from private addresses a page points at', async () => {
    const analysis = (
      await user.agent
        .post('/api/analyze')
        .send({ url: `${site.url}/imagem-privada` })
        .expect(200)
    ).body;
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    const [row] = (await client.query('select lighthouse_report from analysis_analysis where id = $1', [analysis.id])).rows;
    await client.end();
    const lhr = JSON.parse(gunzipSync(row.lighthouse_report).toString());
    const requests = lhr.audits['network-requests'].details.items as { url: string; statusCode: number }[];
    for (const blocked of ['http://10.0.0.9/foto.png', 'http://169.254.169.254/latest/meta-data/x.png']) {
      const request = requests.find((item) => item.url === blocked);
      expect(request, blocked).toBeDefined();
      expect(request!.statusCode).toBe(403);
    }
  });

  it('answers 408 with the spec text when the page does not answer in time', async () => {
    const slowApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true', AUDIT_TIMEOUT_MS: '2000' } });
    try {
      const slowUser = await createTestUser(slowApp, { plan: 'pro' });
      const response = await slowUser.agent
        .post('/api/analyze')
        .set('Accept-Language', 'en')
        .send({ url: `${site.url}/lenta` })
        .expect(408);
      expect(response.body.error).toMatchObject({
        type: 'API_TIMEOUT',
        message: 'Analysis timed out. The website may be slow to respond.',
        details: { code: 'audit-timeout' },
      });
      const [failed] = (await slowUser.agent.get('/api/analyses').expect(200)).body.analyses;
      expect(failed).toMatchObject({
        status: 'failed',
        error: { type: 'API_TIMEOUT', code: 'audit-timeout', message: 'A análise expirou. O site pode estar demorando para responder.' },
        scores: null,
      });
    } finally {
      await slowApp.close();
    }
  });

  it('answers the monthly limit with 402 and the LITE message', async () => {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    await client.query(`update core_monthly_usage set analyses = 5 where workspace_id = $1`, [user.workspaceId]);
    await client.end();
    const refused = await user.agent
      .post('/api/analyze')
      .set('Accept-Language', 'en')
      .send({ url: `${site.url}/padaria` })
      .expect(402);
    expect(refused.body.error).toMatchObject({
      type: 'SUBSCRIPTION_REQUIRED',
      message: 'Monthly limit of analyses exceeded. Upgrade to continue.',
      details: { code: 'LITE_LIMIT' },
    });
  });

  it('keeps analyses inside their workspace', async () => {
    const stranger = await createTestUser(testApp, { plan: 'pro' });
    const mine = (await user.agent.get('/api/analyses').expect(200)).body.analyses[0];
    await stranger.agent.get(`/api/analyses/${mine.id}`).expect(404);
    await stranger.agent.delete(`/api/analyses/${mine.id}`).expect(404);
    expect((await stranger.agent.get('/api/analyses').expect(200)).body.total).toBe(0);
    await request(testApp.server as never)
      .get('/api/analyses')
      .expect(401);
  });
});
