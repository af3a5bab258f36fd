import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acrossWorkspaces, analysisCompleted, EventsPort, MetricStorePort, type DomainEvent, type PublishedEvent } from '@otimiza/sdk/server';
import { analysisFailed, improvementVerified, scoreRegression } from '@otimiza/plugin-analysis-contract';
import { createTestUser, type TestApp, type TestUser, eventually } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { verificationSummary } from '@otimiza/plugin-analysis-shared';
import analysisPlugin from '../index.js';
import { AnalysisSchema } from '../data/analysis.entity.js';
import { replayLighthouse } from '../../test/replay-lighthouse.js';
import { startSampleSite } from '../../test/sample-site.js';

type Payload<E> = E extends DomainEvent<infer P> ? P : never;

/** Audits the careless page fails today, all passing in the report of the made-up earlier analysis. */
const passedBefore = ['image-alt', 'html-has-lang', 'meta-description', 'label', 'link-text'];

/** Polls an async read until it answers something (the metric store is fed by event deliveries). */
async function eventuallyAsync<T>(find: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the analysis plugin publishes its domain events', () => {
  let testApp: TestApp;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  let pro: TestUser;
  const received = {
    completed: [] as PublishedEvent<Payload<typeof analysisCompleted>>[],
    regression: [] as PublishedEvent<Payload<typeof scoreRegression>>[],
    failed: [] as PublishedEvent<Payload<typeof analysisFailed>>[],
    verified: [] as PublishedEvent<Payload<typeof improvementVerified>>[],
  };
  const ofAnalysis = <P extends { analysisId: string }>(events: PublishedEvent<P>[], id: string) => events.find((event) => event.payload.analysisId === id);

  beforeAll(async () => {
    site = await startSampleSite();
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    replayLighthouse(testApp.app);
    const events = testApp.app.get(EventsPort);
    events.subscribe(analysisCompleted, 'core.spec-analysis-completed', async (event) => void received.completed.push(event));
    events.subscribe(scoreRegression, 'core.spec-score-regression', async (event) => void received.regression.push(event));
    events.subscribe(analysisFailed, 'core.spec-analysis-failed', async (event) => void received.failed.push(event));
    events.subscribe(improvementVerified, 'core.spec-improvement-verified', async (event) => void received.verified.push(event));
    pro = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  it('analysisCompleted: the scores, vitals and failing audits of a finished analysis, who asked, no previous audit yet', async () => {
    const analysis = (
      await pro.agent
        .post('/api/analyze')
        .send({ url: `${site.url}/padaria`, strategy: 'desktop' })
        .expect(200)
    ).body;
    const event = await eventually(() => ofAnalysis(received.completed, analysis.id), 'analysisCompleted');
    expect(event.workspaceId).toBe(pro.workspaceId);
    expect(event.payload).toMatchObject({
      analysisId: analysis.id,
      userId: pro.userId,
      url: `${site.url}/padaria`,
      strategy: 'desktop',
      batchId: null,
      scores: {
        performance: analysis.scores.performanceScore,
        accessibility: analysis.scores.accessibilityScore,
        seo: analysis.scores.seoScore,
        bestPractices: analysis.scores.bestPracticesScore,
      },
      failingAudits: analysis.issuesCount,
      previous: null,
    });
    expect(event.payload.vitals.lcpMs).toBe(Math.round(analysis.pageSpeedResults.metrics['largest-contentful-paint'].value));
    expect(event.payload.vitals.cls).toBe(analysis.pageSpeedResults.metrics['cumulative-layout-shift'].value);
    expect(event.payload.vitals.tbtMs).toBe(Math.round(analysis.pageSpeedResults.metrics['total-blocking-time'].value));
    // The first audit of the URL: nothing to compare with.
    expect(received.regression).toHaveLength(0);

    // The metric store has the site's day: its scores, vitals, audits, one analysis and its fixes per category.
    const store = testApp.app.get(MetricStorePort);
    const day = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000), site: `${site.url}/padaria` };
    const performance = await eventuallyAsync(
      async () => (await store.daily(pro.workspaceId, { ...day, metric: 'score.performance' }))[0],
      'score.performance',
    );
    expect(performance).toMatchObject({ count: 1, value: analysis.scores.performanceScore });
    expect((await store.daily(pro.workspaceId, { ...day, metric: 'score.seo', dimension: 'desktop' }))[0]?.value).toBe(analysis.scores.seoScore);
    expect((await store.daily(pro.workspaceId, { ...day, metric: 'vitals.lcp' }))[0]?.value).toBe(event.payload.vitals.lcpMs);
    expect((await store.daily(pro.workspaceId, { ...day, metric: 'audits.failing' }))[0]?.value).toBe(analysis.issuesCount);
    expect((await store.daily(pro.workspaceId, { ...day, metric: 'analyses.completed' }))[0]?.value).toBe(1);
    const fixes = await store.series(pro.workspaceId, { ...day, metric: 'fixes.applied' });
    const perCategory = Object.fromEntries(fixes.map((series) => [series.dimension, series.points[0]?.value]));
    const expected: Record<string, number> = {};
    for (const fix of analysis.appliedFixes as { category: string }[]) expected[fix.category] = (expected[fix.category] ?? 0) + 1;
    expect(perCategory).toEqual(expected);
  });

  it('scoreRegression: a URL audited lower than its previous audit, with the audits that stopped passing, worst first; improvementVerified after the proof', async () => {
    const url = `${site.url}/sem-cuidado`;
    const previousId = randomUUID();
    const em = testApp.app.get(EntityManager).fork();
    const report = { audits: Object.fromEntries(passedBefore.map((id) => [id, { score: 1, scoreDisplayMode: 'binary' }])) };
    await em.insert(
      AnalysisSchema,
      {
        id: previousId,
        workspace: pro.workspaceId,
        user: pro.userId,
        url,
        domain: '127.0.0.1',
        path: '/sem-cuidado',
        strategy: 'desktop',
        status: 'completed',
        progress: 100,
        performanceScore: 100,
        accessibilityScore: 100,
        seoScore: 100,
        bestPracticesScore: 100,
        issuesCount: 0,
        lighthouseReport: gzipSync(JSON.stringify(report)),
        createdAt: new Date(Date.now() - 3600_000),
        completedAt: new Date(Date.now() - 3590_000),
      },
      acrossWorkspaces,
    );

    const analysis = (await pro.agent.post('/api/analyze').send({ url, strategy: 'desktop' }).expect(200)).body;
    const completed = await eventually(() => ofAnalysis(received.completed, analysis.id), 'analysisCompleted');
    expect(completed.payload.previous).toEqual({
      analysisId: previousId,
      scores: { performance: 100, accessibility: 100, seo: 100, bestPractices: 100 },
      completedAt: expect.any(String),
    });

    const regression = await eventually(() => ofAnalysis(received.regression, analysis.id), 'scoreRegression');
    expect(regression.workspaceId).toBe(pro.workspaceId);
    expect(regression.payload).toMatchObject({ analysisId: analysis.id, previousAnalysisId: previousId, userId: pro.userId, url });
    const drops = regression.payload.drops;
    expect(drops.map((drop) => drop.category)).toEqual(expect.arrayContaining(['accessibility', 'seo']));
    for (const drop of drops) expect(drop.from - drop.to).toBeGreaterThan(5);
    expect(drops.find((drop) => drop.category === 'accessibility')).toEqual({ category: 'accessibility', from: 100, to: analysis.scores.accessibilityScore });
    // Sorted by the largest fall.
    expect(drops.map((drop) => drop.from - drop.to)).toEqual([...drops.map((drop) => drop.from - drop.to)].sort((a, b) => b - a));

    const worsened = regression.payload.worsenedAudits;
    expect(worsened.length).toBeGreaterThanOrEqual(3);
    for (const audit of worsened) {
      expect(passedBefore).toContain(audit.id);
      expect(audit.title.pt).toBeTruthy();
      expect(audit.title.en).toBeTruthy();
    }
    const imageAlt = worsened.find((audit) => audit.id === 'image-alt')!;
    expect(imageAlt.title.en).toMatch(/alt/i);
    expect(imageAlt.title.pt).not.toBe(imageAlt.title.en);

    // The careless page has fixes, so the pro plan's proof audits the fixed page.
    expect(analysis.appliedFixes.length).toBeGreaterThan(0);
    const verified = await eventually(() => ofAnalysis(received.verified, analysis.id), 'improvementVerified', 180_000);
    const view = (await pro.agent.get(`/api/analyses/${analysis.id}`).expect(200)).body;
    expect(view.verification.status).toBe('completed');
    // Headed by what the proof verified, read with the spread rule, as the card says it.
    const summary = verificationSummary(view.verification.before, view.verification.after, view.appliedFixes);
    expect(verified.payload).toEqual({
      analysisId: analysis.id,
      userId: pro.userId,
      url,
      // An analysis of its own, not a page of a site audit's run.
      batchId: null,
      before: view.verification.before,
      after: view.verification.after,
      summary: summary.headline,
      regressions: summary.regressions.map((regression) => ({ category: regression.category, fixes: regression.fixes.map((fix) => fix.titles) })),
    });
    expect(summary.headline.pt).toMatch(/verificad/);
    // The points the proof gained, summed over the four categories, in the metric store.
    // As the proof card reads it: a change within the run-to-run spread gains nothing.
    const gain = verificationSummary(view.verification.before, view.verification.after, [])
      .categories.filter((entry) => entry.verdict !== 'stable')
      .reduce((sum, entry) => sum + (entry.to - entry.from), 0);
    const store = testApp.app.get(MetricStorePort);
    const query = { metric: 'gains.verified' as const, site: url, from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
    const gained = await eventuallyAsync(async () => (await store.daily(pro.workspaceId, query))[0], 'gains.verified');
    expect(gained.value).toBe(gain);
  });

  it('analysisFailed: the error type and its message in both languages', async () => {
    const failure = await pro.agent.post('/api/analyze').send({ url: `${site.url}/nao-existe`, strategy: 'desktop' });
    expect(failure.status).toBeGreaterThanOrEqual(400);
    const [row] = await testApp.app
      .get(EntityManager)
      .fork()
      .find(AnalysisSchema, { url: `${site.url}/nao-existe` }, { ...acrossWorkspaces, fields: ['id'] });
    const event = await eventually(() => ofAnalysis(received.failed, row!.id), 'analysisFailed');
    expect(event.workspaceId).toBe(pro.workspaceId);
    expect(event.payload).toEqual({
      analysisId: row!.id,
      userId: pro.userId,
      url: `${site.url}/nao-existe`,
      errorType: 'NETWORK_ERROR',
      message: {
        pt: 'Não foi possível analisar esta URL. Verifique se o endereço está acessível.',
        en: 'Unable to analyze this URL. Please verify the URL is accessible',
      },
      batchId: null,
    });
    expect(received.completed.some((event) => event.payload.analysisId === row!.id)).toBe(false);
  });
});
