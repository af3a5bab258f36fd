import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReportDetail } from '@otimiza/plugin-audit-shared';
import { createTestUser, eventually, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { JobQueue, type QueueState } from '@otimiza/sdk/server';
import auditPlugin from '../index.js';
import { MonitorScheduler } from '../monitoring/monitor-scheduler.js';
import { monitorRunJob, monitorRunJobId } from '../monitoring/monitor-run.job.js';
import { MAX_MONITORS, MAX_QUEUED_PAGES, MAX_REPORTS_IN_PROGRESS } from './workspace-caps.js';

const page = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Loja</title></head><body><main><h1>Loja</h1></main></body></html>';

/**
 * A loopback site whose /lenta answers only when the spec lets it: a report's run that inspects it
 * holds the audit queue (one run at a time) while the spec queues the rest.
 */
interface HeldSite {
  url: string;
  /** Requests /lenta received so far (the run that holds the queue has started once it is 1 or more). */
  held(): number;
  release(): void;
  hold(): void;
  close(): Promise<void>;
}

async function startHeldSite(): Promise<HeldSite> {
  let arrivals = 0;
  let open: Promise<void> = Promise.resolve();
  let release = () => undefined as void;
  const server: Server = createServer((req, res) => {
    const answer = () => void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    if (!req.url?.startsWith('/lenta')) return answer();
    arrivals += 1;
    void open.then(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => arrivals,
    release: () => release(),
    hold: () => {
      open = new Promise<void>((resolve) => (release = resolve));
    },
    close: async () => {
      release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function reportsOf(testApp: TestApp, workspaceId: string) {
  return queryDatabase<{ id: string; status: string; started_at: Date | null }>(
    testApp.database.url,
    'select id, status, started_at from audit_report where workspace_id = $1 order by created_at',
    [workspaceId],
  );
}

async function allFinished(testApp: TestApp, workspaceId: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const reports = await reportsOf(testApp, workspaceId);
    if (reports.every((report) => report.status !== 'draft' && report.status !== 'in_progress')) return;
    if (Date.now() > deadline) throw new Error(`reports still running: ${JSON.stringify(reports)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A report stored as queued whose run was never queued (as if waiting behind others): it counts against the caps and never ends. */
async function insertQueuedReport(testApp: TestApp, workspaceId: string, pages: number, done = 0): Promise<void> {
  const urls = Array.from({ length: pages }, (_, index) => `https://loja-${index}.example.com.br/`);
  await queryDatabase(
    testApp.database.url,
    `insert into audit_report (id, workspace_id, title, type, status, urls, frameworks, progress, auditor, site_errors)
     values (gen_random_uuid(), $1, 'Na fila', 'security', $2, $3::jsonb, '["web-security"]', $4::jsonb, '{}'::jsonb, '[]')`,
    [workspaceId, done > 0 ? 'in_progress' : 'draft', JSON.stringify(urls), JSON.stringify({ done, total: pages, currentUrl: null })],
  );
}

const redisUrl = process.env['REDIS_URL'];
const drivers = redisUrl ? (['bullmq', 'inline'] as const) : (['inline'] as const);

describe.each(drivers)('audit caps per workspace and fair turns between workspaces (%s queue)', (driver) => {
  let testApp: TestApp;
  let site: HeldSite;

  beforeAll(async () => {
    site = await startHeldSite();
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis')), auditPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true', REDIS_URL: driver === 'inline' ? '' : redisUrl },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  const start = (user: TestUser, urls: string[], language: 'pt' | 'en' = 'pt') =>
    user.agent.post('/api/audit/reports').set('Accept-Language', language).send({ title: 'Auditoria', type: 'security', urls });

  it("tenant B's report starts after at most one more of tenant A's queued burst", async () => {
    const [tenantA, tenantB] = [await createTestUser(testApp, { plan: 'enterprise' }), await createTestUser(testApp, { plan: 'enterprise' })];
    site.hold();
    const heldBefore = site.held();
    // A's first run holds the queue on /lenta; the rest of A's burst waits behind it.
    await start(tenantA, [`${site.url}/lenta`]).expect(201);
    await eventually(() => (site.held() > heldBefore ? true : undefined), "A's first run to reach the page");
    for (let index = 1; index < MAX_REPORTS_IN_PROGRESS; index += 1) await start(tenantA, [`${site.url}/loja?a=${index}`]).expect(201);
    const b = (await start(tenantB, [`${site.url}/loja?b=1`]).expect(201)).body as AuditReportDetail;
    const queuedOfA = (await reportsOf(testApp, tenantA.workspaceId)).filter((report) => report.status === 'draft');
    expect(queuedOfA).toHaveLength(MAX_REPORTS_IN_PROGRESS - 1);
    site.release();

    await allFinished(testApp, tenantA.workspaceId);
    await allFinished(testApp, tenantB.workspaceId);
    const [bRun] = (await reportsOf(testApp, tenantB.workspaceId)).filter((report) => report.id === b.id);
    const queuedIds = new Set(queuedOfA.map((report) => report.id));
    const aStartedBeforeB = (await reportsOf(testApp, tenantA.workspaceId)).filter(
      (report) => queuedIds.has(report.id) && report.started_at!.getTime() < bRun!.started_at!.getTime(),
    );
    // Report runs go one at a time (concurrency 1): of A's queued burst, at most 1 + 1 may start before B's.
    expect(aStartedBeforeB.length).toBeLessThanOrEqual(2);
  });

  it.skipIf(driver !== drivers[0])(
    `20 parallel starts in one workspace store ${MAX_REPORTS_IN_PROGRESS} reports; the rest answer 429 RATE_LIMIT in pt and en`,
    async () => {
      const owner = await createTestUser(testApp, { plan: 'enterprise' });
      site.hold();
      const answers = await Promise.all(Array.from({ length: 20 }, () => start(owner, [`${site.url}/lenta`])));
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        ...Array(MAX_REPORTS_IN_PROGRESS).fill(201),
        ...Array(20 - MAX_REPORTS_IN_PROGRESS).fill(429),
      ]);
      expect(await reportsOf(testApp, owner.workspaceId)).toHaveLength(MAX_REPORTS_IN_PROGRESS);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.body.error).toMatchObject({
        type: 'RATE_LIMIT',
        message: `Você já tem ${MAX_REPORTS_IN_PROGRESS} auditorias na fila ou em andamento (o limite é ${MAX_REPORTS_IN_PROGRESS}). Aguarde a conclusão de alguma antes de iniciar outra.`,
        details: { code: 'AUDIT_REPORTS_LIMIT', inFlight: MAX_REPORTS_IN_PROGRESS, limit: MAX_REPORTS_IN_PROGRESS },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const inEnglish = await start(owner, [`${site.url}/loja`], 'en').expect(429);
      expect(inEnglish.body.error.message).toBe(
        `You already have ${MAX_REPORTS_IN_PROGRESS} audits queued or running (the limit is ${MAX_REPORTS_IN_PROGRESS}). Wait for one to finish before starting another.`,
      );
      site.release();
      await allFinished(testApp, owner.workspaceId);
      // Once they ended, the workspace may start again.
      await start(owner, [`${site.url}/loja`]).expect(201);
      await allFinished(testApp, owner.workspaceId);
    },
  );

  it.skipIf(driver !== drivers[0])(`pages still to inspect are capped at ${MAX_QUEUED_PAGES} per workspace`, async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // Three queued reports: 20 + 20 + 21 pages, 2 of them done.
    await insertQueuedReport(testApp, owner.workspaceId, 20);
    await insertQueuedReport(testApp, owner.workspaceId, 20, 2);
    await insertQueuedReport(testApp, owner.workspaceId, 21);
    const queued = 20 + 18 + 21;
    const refused = await start(owner, [`${site.url}/loja?1`, `${site.url}/loja?2`], 'en').expect(429);
    expect(refused.body.error).toMatchObject({
      type: 'RATE_LIMIT',
      message: `The queued or running audits still have ${queued} pages to inspect; with this one's 2 they would pass the limit of ${MAX_QUEUED_PAGES}. Wait for some to finish or audit fewer addresses.`,
      details: { code: 'AUDIT_PAGES_LIMIT', queued, asked: 2, limit: MAX_QUEUED_PAGES },
    });
    const inPortuguese = await start(owner, [`${site.url}/loja?1`, `${site.url}/loja?2`]).expect(429);
    expect(inPortuguese.body.error.message).toBe(
      `As auditorias na fila ou em andamento ainda têm ${queued} páginas a inspecionar; com as 2 desta, passariam do limite de ${MAX_QUEUED_PAGES}. Aguarde algumas terminarem ou audite menos endereços.`,
    );
    // One page fits.
    await start(owner, [`${site.url}/loja?1`]).expect(201);
  });

  it("a monitor's scheduled run refused by the caps is put off, not lost", async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    for (let index = 0; index < MAX_REPORTS_IN_PROGRESS; index += 1) await insertQueuedReport(testApp, owner.workspaceId, 1);
    const monitor = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Loja diária', urls: [`${site.url}/loja`], frameworks: ['web-security'], frequency: 'daily' })
        .expect(201)
    ).body as { id: string };
    const [{ next_run_at: dueAt }] = (await queryDatabase<{ next_run_at: Date }>(testApp.database.url, 'select next_run_at from audit_monitor where id = $1', [
      monitor.id,
    ])) as [{ next_run_at: Date }];
    const jobs = testApp.app.get(JobQueue);
    const delayedTicks = async () =>
      (await (jobs as unknown as { queueDepths(): Promise<QueueState[]> }).queueDepths()).find((depth) => depth.queue === monitorRunJob.name)?.delayed ?? 0;
    const delayedBefore = await delayedTicks();

    expect(await testApp.app.get(MonitorScheduler).tick(new Date(Date.now() + 1000))).toEqual([monitor.id]);
    // The claimed run ends at once (no failed tries) and leaves its next try queued for later.
    await jobs.waitForResult(monitorRunJob, monitorRunJobId(monitor.id, dueAt.getTime()), 20_000);
    expect(await delayedTicks()).toBe(delayedBefore + 1);
    expect(await reportsOf(testApp, owner.workspaceId)).toHaveLength(MAX_REPORTS_IN_PROGRESS);
  });

  it.skipIf(driver !== drivers[0])(`${MAX_MONITORS + 10} parallel monitor creations keep ${MAX_MONITORS}; the rest answer 409 MONITOR_LIMIT`, async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const create = (language: 'pt' | 'en') =>
      owner.agent
        .post('/api/audit/monitoring')
        .set('Accept-Language', language)
        .send({ name: 'Loja diária', urls: [`${site.url}/loja`], frameworks: ['web-security'], frequency: 'daily' });
    const answers = await Promise.all(Array.from({ length: MAX_MONITORS + 10 }, () => create('pt')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_MONITORS);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(10).fill(409));
    expect(refused[0]!.body.error).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: `Limite de ${MAX_MONITORS} monitoramentos atingido. Exclua um monitoramento para criar outro.`,
      details: { code: 'MONITOR_LIMIT', limit: MAX_MONITORS },
    });
    expect((await create('en').expect(409)).body.error.message).toBe(`Limit of ${MAX_MONITORS} monitors reached. Delete a monitor to create another.`);
    const [{ count }] = (await queryDatabase<{ count: string }>(testApp.database.url, 'select count(*) from audit_monitor where workspace_id = $1', [
      owner.workspaceId,
    ])) as [{ count: string }];
    expect(Number(count)).toBe(MAX_MONITORS);
  });
});
