import { randomUUID } from 'node:crypto';
import { standingOf } from '@otimiza/sdk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, type PublishedEvent } from '@otimiza/sdk/server';
import { competitorAnalysisFinished } from '@otimiza/plugin-ai-tools-contract';
import { createTestUser, queryDatabase, type TestApp, type TestUser, eventually } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { replayLighthouse } from '@otimiza/plugin-analysis-server/testing';
import { startLoopbackSite } from '../../test/loopback-site.js';

interface RunView {
  status: string;
  progress: number;
  step: string | null;
}

/** The real pair: the analysis plugin audits with Lighthouse, the AI tools compare. */
const gapSpreadMetric = { performanceScore: 'performance', seoScore: 'seo', accessibilityScore: 'accessibility', bestPracticesScore: 'bestPractices' } as const;

type FinishedEvent = PublishedEvent<{ comparisonId: string; userId: string | null; url: string; competitors: string[]; status: 'completed' | 'failed' }>;

describe('competitor analysis: real audits of loopback pages, compared', () => {
  let testApp: TestApp;
  let site: { url: string; close(): Promise<void> };
  let user: TestUser;
  const finishedEvents: FinishedEvent[] = [];

  beforeAll(async () => {
    site = await startLoopbackSite();
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'ai-tools'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    replayLighthouse(testApp.app);
    testApp.app.get(EventsPort).subscribe(competitorAnalysisFinished, 'core.spec-competitor-analysis-probe', async (event) => void finishedEvents.push(event));
    user = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  it('audits the target and each competitor as queued jobs, reports progress, and compares their real scores', async () => {
    const runId = randomUUID();
    const progress: RunView[] = [];
    let finished = false;
    const watcher = (async () => {
      while (!finished) {
        const response = await user.agent.get(`/api/ai-tools/runs/${runId}`);
        if (response.status === 200) progress.push(response.body as RunView);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    const response = await user.agent
      .post('/api/competitor-analysis')
      .send({
        url: `${site.url}/padaria`,
        competitors: [`${site.url}/concorrente-bom`, '', `${site.url}/concorrente-fraco`, 'http://127.0.0.1:9/fora-do-ar'],
        runId,
      })
      .expect(200);
    finished = true;
    await watcher;
    const result = response.body;

    // Every score is the one its stored analysis holds: real Lighthouse runs, not estimates.
    for (const site of [result.target, ...result.competitors]) {
      const stored = (await user.agent.get(`/api/analyses/${site.analysisId as string}`).expect(200)).body;
      expect(stored.status).toBe('completed');
      expect([site.performanceScore, site.seoScore, site.accessibilityScore, site.bestPracticesScore]).toEqual([
        stored.performance_score,
        stored.seo_score,
        stored.accessibility_score,
        stored.best_practices_score,
      ]);
    }
    expect(result.competitors.map((competitor: { url: string }) => competitor.url)).toEqual([`${site.url}/concorrente-bom`, `${site.url}/concorrente-fraco`]);
    expect(result.failed).toEqual([{ url: 'http://127.0.0.1:9/fora-do-ar', error: expect.any(String) }]);

    const weak = result.competitors[1];
    expect(weak.seoScore).toBeLessThan(result.target.seoScore);
    expect(weak.accessibilityScore).toBeLessThan(result.target.accessibilityScore);
    const seoRow = result.comparison.find((row: { metric: string }) => row.metric === 'seoScore');
    expect(seoRow.competitorAverage).toBe(Math.round((result.competitors[0].seoScore + weak.seoScore) / 2));
    expect(seoRow.target).toBe(result.target.seoScore);
    expect(result.averages.seoScore).toBe(seoRow.competitorAverage);
    // A gap is a competitor ahead beyond the run-to-run spread of that measure (sdk score-spread), by the same rule as the rows.
    for (const gap of result.gaps) {
      const competitor = result.competitors.find((item: { domain: string; url: string }) => item.domain === gap.domain);
      expect(standingOf(competitor[gap.metric], result.target[gap.metric], gapSpreadMetric[gap.metric as keyof typeof gapSpreadMetric])).toBe('ahead');
    }
    expect(result.source).toBe('template');
    expect(result.insights.summary).toMatch(/^2 concorrentes auditados com as mesmas configurações/);

    // The browser saw the audits advance.
    expect(progress.some((view) => view.status === 'running' && view.step?.startsWith('Auditando'))).toBe(true);
    const done = (await user.agent.get(`/api/ai-tools/runs/${runId}`).expect(200)).body;
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    const finishedEvent = await eventually(() => finishedEvents.find((event) => event.payload.comparisonId === runId), 'competitorAnalysisFinished');
    expect(finishedEvent.workspaceId).toBe(user.workspaceId);
    expect(finishedEvent.payload).toMatchObject({ userId: user.userId, url: `${site.url}/padaria`, status: 'completed' });
    expect(finishedEvent.payload.competitors).toEqual(
      expect.arrayContaining([`${site.url}/concorrente-bom`, `${site.url}/concorrente-fraco`, 'http://127.0.0.1:9/fora-do-ar']),
    );
    const other = await createTestUser(testApp, { plan: 'enterprise' });
    await other.agent.get(`/api/ai-tools/runs/${runId}`).expect(404);
    await other.agent
      .post('/api/competitor-analysis')
      .send({ url: `${site.url}/padaria`, competitors: [`${site.url}/concorrente-bom`], runId })
      .expect(409);
  }, 240_000);

  it('publishes the run as failed when its own page cannot be audited', async () => {
    const runId = randomUUID();
    await user.agent
      .post('/api/competitor-analysis')
      .send({ url: 'http://127.0.0.1:9/fora-do-ar', competitors: [`${site.url}/concorrente-bom`], runId })
      .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400));
    const finishedEvent = await eventually(() => finishedEvents.find((event) => event.payload.comparisonId === runId), 'competitorAnalysisFinished');
    expect(finishedEvent.payload).toMatchObject({ userId: user.userId, url: 'http://127.0.0.1:9/fora-do-ar', status: 'failed' });
  }, 120_000);

  it('refuses to start audits past the plan’s monthly analyses', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    await queryDatabase(testApp.database.url, 'insert into core_monthly_usage (workspace_id, month, analyses) values ($1, $2, 99)', [pro.workspaceId, month]);
    const refused = await pro.agent
      .post('/api/competitor-analysis')
      .send({ url: `${site.url}/padaria`, competitors: [`${site.url}/concorrente-bom`] })
      .expect(402);
    expect(refused.body.error).toMatchObject({
      type: 'SUBSCRIPTION_REQUIRED',
      message: 'Limite mensal de 100 análises atingido. Faça upgrade para continuar.',
      details: { needed: 2, remaining: 1 },
    });
    const runs = await queryDatabase(testApp.database.url, 'select id from ai_tools_run where workspace_id = $1', [pro.workspaceId]);
    expect(runs).toEqual([]);
  });
});
