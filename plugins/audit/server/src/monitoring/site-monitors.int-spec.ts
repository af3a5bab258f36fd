import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorHistory, MonitorView } from '@otimiza/plugin-audit-shared';
import { ApiError, EventsPort } from '@otimiza/sdk/server';
import { siteAuditFinished } from '@otimiza/plugin-site-audit-contract';
import { InMemoryAnalyses, createTestUser, eventually, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { InMemorySiteAudits, inMemorySiteAuditsPlugin } from '@otimiza/plugin-site-audit-contract/testing';
import { createTestApp } from '@otimiza/host-testing';
import auditPlugin from '../index.js';
import { MONITOR_RUN_NOW_RULE } from './monitor-runs.js';
import { MonitorScheduler } from './monitor-scheduler.js';
import { SiteMonitorRunRecorder } from './site-monitor-run-recorder.js';

/** Site audits that a workspace's plan refuses (as the site-audit plugin does with 402 for a plan without them). */
class PlanCheckedSiteAudits extends InMemorySiteAudits {
  readonly withoutSiteAudits = new Set<string>();

  override async startScheduled(workspaceId: string, request: { url: string; strategy: 'desktop' | 'mobile' }): Promise<string> {
    if (this.withoutSiteAudits.has(workspaceId)) {
      throw new ApiError('SUBSCRIPTION_REQUIRED', 402, {
        pt: 'Seu plano não inclui auditorias de site.',
        en: 'Your plan does not include site audits.',
      });
    }
    return super.startScheduled(workspaceId, request);
  }
}

const SITE = 'http://127.0.0.1:8080/loja/';

async function monitorView(owner: TestUser, id: string): Promise<MonitorView> {
  const { body } = await owner.agent.get('/api/audit/monitoring').expect(200);
  return (body.monitors as MonitorView[]).find((monitor) => monitor.id === id)!;
}

/** Polls the monitor until `done` holds (the event's delivery is a job of its own). */
async function monitorWhen(owner: TestUser, id: string, done: (view: MonitorView) => boolean): Promise<MonitorView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view = await monitorView(owner, id);
    if (done(view)) return view;
    if (Date.now() > deadline) throw new Error(`monitor ${id} never reached the state: ${JSON.stringify(view)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('site monitors: a whole-site audit per run, started through SiteAuditsPort and recorded from its site-audit.finished event', () => {
  let testApp: TestApp;
  const siteAudits = new PlanCheckedSiteAudits();

  const createSiteMonitor = async (owner: TestUser, name: string) =>
    (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name, kind: 'site', urls: [SITE], strategy: 'desktop', frequency: 'weekly' })
        .expect(201)
    ).body as MonitorView;

  beforeAll(async () => {
    testApp = await createTestApp({
      plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses()), inMemorySiteAuditsPlugin(siteAudits), auditPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
  });

  afterAll(() => testApp?.close());

  it('starts the site audit on the scheduled tick, stores its run id, and records the medians and the fall when the site audit finishes', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const monitor = await createSiteMonitor(owner, 'Loja inteira');
    expect(monitor).toMatchObject({ kind: 'site', frameworks: [], websites: [SITE], site: { strategy: 'desktop', lastRun: null }, metrics: { totalRuns: 0 } });

    const scheduler = testApp.app.get(MonitorScheduler);
    const ticks = await Promise.all(Array.from({ length: 10 }, () => scheduler.tick(new Date(Date.now() + 1000))));
    expect(ticks.flat().filter((id) => id === monitor.id)).toHaveLength(1);
    const started = await eventually(() => siteAudits.scheduled.find((run) => run.workspaceId === owner.workspaceId), 'the scheduled site audit');
    expect(started).toMatchObject({ url: SITE, strategy: 'desktop' });
    const running = await monitorWhen(owner, monitor.id, (view) => view.site?.lastRun?.siteRunId === started.runId);
    expect(running.site!.lastRun).toMatchObject({ status: 'running', medians: null, fell: [] });

    // The site audit finishes: the site-audit plugin publishes its event, with the categories that fell against the previous run.
    const medians = { performance: 61, accessibility: 92, seo: 90, bestPractices: 96 };
    const fell = [{ category: 'performance' as const, from: 88, to: 61 }];
    const finishedAt = new Date().toISOString();
    siteAudits.add(owner.workspaceId, {
      runId: started.runId,
      url: SITE,
      strategy: 'desktop',
      status: 'completed',
      audited: 24,
      failed: 1,
      medians,
      createdAt: finishedAt,
      finishedAt,
    });
    const payload = { runId: started.runId, userId: null, url: SITE, status: 'completed' as const, audited: 24, failed: 1, medians, previous: null, fell };
    const events = testApp.app.get(EventsPort);
    await events.publish(siteAuditFinished, owner.workspaceId, payload);
    const recorded = await monitorWhen(owner, monitor.id, (view) => view.site?.lastRun?.status === 'completed');
    expect(recorded).toMatchObject({ status: 'active', metrics: { totalRuns: 1, successRate: 100, averageScore: null }, lastError: null });
    expect(recorded.site!.lastRun).toMatchObject({ siteRunId: started.runId, audited: 24, failedPages: 1, medians, fell });

    // A site audit no monitor started, and the same event delivered again (a retried delivery), change nothing.
    const recorder = testApp.app.get(SiteMonitorRunRecorder);
    expect(await recorder.record(owner.workspaceId, { ...payload, runId: crypto.randomUUID(), fell: [] })).toBe(false);
    expect(await recorder.record(owner.workspaceId, { ...payload, medians: { performance: 99 }, fell: [] })).toBe(false);
    const history = (await owner.agent.get(`/api/audit/monitoring/${monitor.id}/runs`).expect(200)).body as MonitorHistory;
    expect(history.kind).toBe('site');
    expect(history.runs).toEqual([expect.objectContaining({ siteRunId: started.runId, status: 'completed', medians, fell })]);
  });

  it('answers 20 parallel "run now" of a site monitor with one site audit started, the rest 409, and the workspace’s cap refuses the next', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const monitor = await createSiteMonitor(owner, 'Loja, agora');
    const answers = await Promise.all(Array.from({ length: MONITOR_RUN_NOW_RULE.points }, () => owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(MONITOR_RUN_NOW_RULE.points - 1);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.error.details).toMatchObject({ code: 'MONITOR_RUN_IN_PROGRESS' });
    expect(siteAudits.scheduled.filter((run) => run.workspaceId === owner.workspaceId)).toHaveLength(1);
    const started = answers.find((answer) => answer.status === 202)!.body as MonitorView;
    expect(started.site!.lastRun).toMatchObject({
      status: 'running',
      siteRunId: siteAudits.scheduled.find((run) => run.workspaceId === owner.workspaceId)!.runId,
    });

    // The workspace asked 20 times this minute: the next is refused before anything is read, whatever the monitor.
    const capped = await owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`).expect(429);
    expect(capped.body.error.type).toBe('RATE_LIMIT');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(siteAudits.scheduled.filter((run) => run.workspaceId === owner.workspaceId)).toHaveLength(1);
  });

  it('passes on the site audits’ refusal to "run now" with nothing stored, and records it as a failed run on schedule', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const monitor = await createSiteMonitor(owner, 'Loja sem auditoria de site');
    siteAudits.withoutSiteAudits.add(owner.workspaceId);
    const refused = await owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`).set('Accept-Language', 'en').expect(402);
    expect(refused.body.error.message).toBe('Your plan does not include site audits.');
    expect(((await owner.agent.get(`/api/audit/monitoring/${monitor.id}/runs`).expect(200)).body as MonitorHistory).runs).toEqual([]);

    await testApp.app.get(MonitorScheduler).tick(new Date(Date.now() + 1000));
    const failed = await monitorWhen(owner, monitor.id, (view) => view.site?.lastRun?.status === 'failed');
    expect(failed).toMatchObject({ status: 'error', lastError: 'Seu plano não inclui auditorias de site.', metrics: { totalRuns: 1, successRate: 0 } });
    expect(failed.site!.lastRun).toMatchObject({ siteRunId: null, error: { en: 'Your plan does not include site audits.' } });
  });

  it('refuses a site monitor of several addresses or with frameworks, saying why', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const several = await owner.agent
      .post('/api/audit/monitoring')
      .send({ name: 'Dois sites', kind: 'site', urls: [SITE, 'http://127.0.0.1:8081/'], frequency: 'daily' })
      .expect(400);
    expect(JSON.stringify(several.body.error.details)).toContain('urls');
    const frameworks = await owner.agent
      .post('/api/audit/monitoring')
      .set('Accept-Language', 'en')
      .send({ name: 'Site e LGPD', kind: 'site', urls: [SITE], frameworks: ['lgpd'], frequency: 'daily' })
      .expect(400);
    expect(JSON.stringify(frameworks.body.error)).toContain('A site monitor follows the site audit’s medians: choose no frameworks.');
    expect((await owner.agent.get('/api/audit/monitoring').expect(200)).body.monitors).toEqual([]);
  });
});
