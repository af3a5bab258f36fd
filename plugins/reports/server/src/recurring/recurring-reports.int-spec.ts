import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, type PublishedEvent } from '@otimiza/sdk/server';
import { recurringReportFailed, recurringReportSent } from '@otimiza/plugin-reports-contract';
import { createTestUser, queryDatabase, startSendgridStub, type TestApp, type TestUser, eventually } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { replayLighthouse } from '@otimiza/plugin-analysis-server/testing';
import type { RecurringReportView, RecurringRunView } from '@otimiza/plugin-reports-shared';
import { RecurringScheduler } from './recurring-scheduler.js';
import { nextRunAfter } from './recurring-schedule.js';
import { ReportsClock } from './reports-clock.js';

const page = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente | Campinas</title><meta name="description" content="Pães artesanais, bolos e cafés feitos todos os dias na Padaria Pão Quente, no centro de Campinas, com encomendas pelo telefone.">
</head><body><main><h1>Padaria Pão Quente</h1><p>Pães fresquinhos todas as manhãs.</p></main></body></html>`;

async function startSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/padaria') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type RecurringEvent = PublishedEvent<{ reportId: string; name: string; recipients?: number; reason?: string }>;

async function runsUntil(user: TestUser, id: string, done: (run: RecurringRunView) => boolean): Promise<RecurringRunView> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const [run] = (await user.agent.get(`/api/recurring-reports/${id}/runs`).expect(200)).body as RecurringRunView[];
    if (run && done(run)) return run;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the run did not end');
}

describe('recurring reports: scheduled runs that audit, build the PDF and e-mail it', () => {
  const apiKey = 'SG.recurring-test-key';
  let sendgrid: Awaited<ReturnType<typeof startSendgridStub>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  let testApp: TestApp;
  let owner: TestUser;
  let clock: ReportsClock;
  let scheduler: RecurringScheduler;
  const events: RecurringEvent[] = [];
  const eventOf = (name: string, reportId: string) =>
    eventually(() => events.find((event) => event.name === name && event.payload.reportId === reportId), name);

  beforeAll(async () => {
    [sendgrid, site] = await Promise.all([startSendgridStub(apiKey), startSite()]);
    testApp = await createTestApp({
      plugins: await installedPlugins('analysis', 'reports'),
      env: { ALLOW_PRIVATE_TARGETS: 'true', SENDGRID_API_KEY: apiKey, SENDGRID_BASE_URL: sendgrid.url },
    });
    replayLighthouse(testApp.app);
    const eventsPort = testApp.app.get(EventsPort);
    eventsPort.subscribe(recurringReportSent, 'core.spec-recurring-sent-probe', async (event) => void events.push(event));
    eventsPort.subscribe(recurringReportFailed, 'core.spec-recurring-failed-probe', async (event) => void events.push(event));
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    clock = testApp.app.get(ReportsClock);
    scheduler = testApp.app.get(RecurringScheduler);
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([sendgrid?.close(), site?.close()]);
  });

  it('is Enterprise only: free, lite and pro get 402 "Funcionalidade Premium" on every route', async () => {
    const site1 = `${site.url}/padaria`;
    const report = (
      await owner.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Do Enterprise', urls: [site1], recipients: ['a@b.com'] })
        .expect(201)
    ).body as RecurringReportView;
    for (const plan of ['free', 'lite', 'pro'] as const) {
      const user = await createTestUser(testApp, { plan });
      const refused = await user.agent.get('/api/recurring-reports').expect(402);
      expect(refused.body.error).toMatchObject({
        type: 'SUBSCRIPTION_REQUIRED',
        message: 'Funcionalidade Premium: os relatórios recorrentes fazem parte do plano Enterprise.',
        details: { requiredFeature: 'recurringReports', plan },
      });
      await user.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'R', urls: [site1], recipients: ['a@b.com'] })
        .expect(402);
    }
    // A pro workspace, even with a report of its own (made while it was Enterprise), can neither read nor touch it.
    const pro = await createTestUser(testApp, { plan: 'pro' });
    await queryDatabase(testApp.database.url, 'update reports_recurring_report set workspace_id = $1 where id = $2', [pro.workspaceId, report.id]);
    const english = await pro.agent.get('/api/recurring-reports').set('Accept-Language', 'en').expect(402);
    expect(english.body.error.message).toBe('Premium feature: recurring reports are part of the Enterprise plan.');
    await pro.agent.patch(`/api/recurring-reports/${report.id}`).send({ isActive: false }).expect(402);
    await pro.agent.post(`/api/recurring-reports/${report.id}/run`).expect(402);
    await pro.agent.get(`/api/recurring-reports/${report.id}/runs`).expect(402);
    await pro.agent.delete(`/api/recurring-reports/${report.id}`).expect(402);
    await queryDatabase(testApp.database.url, 'delete from reports_recurring_report where id = $1', [report.id]);
  });

  it('validates with the spec texts and keeps nothing on bad input', async () => {
    const noName = await owner.agent
      .post('/api/enterprise/recurring-reports')
      .send({ name: ' ', urls: [`${site.url}/padaria`], recipients: ['a@b.com'] })
      .expect(400);
    expect(noName.body.error.message).toBe('Nome Obrigatório');
    const noUrl = await owner.agent
      .post('/api/enterprise/recurring-reports')
      .send({ name: 'R', urls: ['', ' '], recipients: ['a@b.com'] })
      .expect(400);
    expect(noUrl.body.error.message).toBe('URL Obrigatória');
    const noRecipient = await owner.agent
      .post('/api/enterprise/recurring-reports')
      .send({ name: 'R', urls: [`${site.url}/padaria`], recipients: ['ninguem'] })
      .expect(400);
    expect(noRecipient.body.error.message).toBe('Destinatário Obrigatório');
    expect((await owner.agent.get('/api/recurring-reports').expect(200)).body).toEqual([]);
  });

  it('runs when due — once, whatever the number of replicas — audits the page and e-mails the PDF', async () => {
    const created = new Date('2026-11-22T15:00:00Z');
    clock.freeze(created);
    const report = (
      await owner.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Relatório semanal da padaria', urls: [`${site.url}/padaria`, ''], frequency: 'weekly', recipients: ['dono@padaria.com.br', ' '] })
        .expect(201)
    ).body as RecurringReportView;
    expect(report).toMatchObject({ frequency: 'weekly', recipients: ['dono@padaria.com.br'], isActive: true, nextRun: '2026-11-29T12:00:00.000Z' });
    expect(report.settings).toEqual({ includeComparisons: true, includeRecommendations: true, customBranding: true, emailFormat: 'summary' });

    expect(await scheduler.tick()).toBe(0);
    clock.freeze(new Date('2026-11-29T12:00:01Z'));
    // Two replicas ticking at once: one of them claims the run.
    const claimed = await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(claimed[0]! + claimed[1]!).toBe(1);

    const run = await runsUntil(owner, report.id, (entry) => entry.status !== 'running');
    expect(run).toMatchObject({ status: 'succeeded', scheduledFor: '2026-11-29T12:00:00.000Z', emailedTo: ['dono@padaria.com.br'], error: null });
    expect(run.analysisIds).toHaveLength(1);
    const sentEvent = await eventOf(recurringReportSent.name, report.id);
    expect(sentEvent.workspaceId).toBe(owner.workspaceId);
    expect(sentEvent.payload).toEqual({ reportId: report.id, name: 'Relatório semanal da padaria', recipients: 1 });

    // The run is done once its e-mail is in the outbox; a job delivers it to SendGrid right after.
    const toOwner = () => sendgrid.received.filter((entry) => entry.body.personalizations[0]!.to[0]!.email === 'dono@padaria.com.br');
    await expect.poll(() => toOwner().length, { timeout: 15_000 }).toBe(1);
    const mails = toOwner();
    const mail = mails[0]!.body;
    expect(mail.subject).toContain('Relatório semanal da padaria');
    const [attachment] = mail.attachments!;
    expect(attachment!.filename).toMatch(/^seo-report-[0-9a-f-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = Buffer.from(attachment!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(100);

    const after = (await owner.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[];
    expect(after[0]!.nextRun).toBe(nextRunAfter('weekly', new Date('2026-11-29T12:00:01Z')).toISOString());
    expect(await scheduler.tick()).toBe(0);
    clock.freeze(null);
  });

  it('pauses and resumes; a paused report is never due', async () => {
    const [report] = (await owner.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[];
    const paused = (await owner.agent.patch(`/api/recurring-reports/${report!.id}`).send({ isActive: false }).expect(200)).body as RecurringReportView;
    expect(paused).toMatchObject({ isActive: false, nextRun: null });
    clock.freeze(new Date('2027-06-01T12:00:00Z'));
    expect(await scheduler.tick()).toBe(0);
    const resumed = (await owner.agent.patch(`/api/recurring-reports/${report!.id}`).send({ isActive: true }).expect(200)).body as RecurringReportView;
    expect(resumed.nextRun).toBe(nextRunAfter('weekly', new Date('2027-06-01T12:00:00Z')).toISOString());
    clock.freeze(null);
  });

  it('configures a report: the fields given are checked like a new one, a new frequency restarts the schedule', async () => {
    const [report] = (await owner.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[];
    clock.freeze(new Date('2027-02-10T15:00:00Z'));
    const refused = await owner.agent
      .patch(`/api/recurring-reports/${report!.id}`)
      .send({ recipients: [' '] })
      .expect(400);
    expect(refused.body.error.message).toBe('Destinatário Obrigatório');
    const changed = (
      await owner.agent
        .patch(`/api/recurring-reports/${report!.id}`)
        .send({
          name: 'Mensal da padaria',
          frequency: 'monthly',
          recipients: ['dono@padaria.com.br', 'gerente@padaria.com.br'],
          settings: { emailFormat: 'detailed' },
        })
        .expect(200)
    ).body as RecurringReportView;
    expect(changed).toMatchObject({
      name: 'Mensal da padaria',
      frequency: 'monthly',
      recipients: ['dono@padaria.com.br', 'gerente@padaria.com.br'],
      nextRun: '2027-03-01T12:00:00.000Z',
    });
    expect(changed.settings).toEqual({ includeComparisons: true, includeRecommendations: true, customBranding: true, emailFormat: 'detailed' });
    clock.freeze(null);
  });

  it('stops a report whose workspace left Enterprise: the due run sends nothing, says why, and the report is paused', async () => {
    const former = await createTestUser(testApp, { plan: 'enterprise' });
    // Before the other reports of this file are due, so that the tick claims this one only.
    const created = new Date('2027-02-15T15:00:00Z');
    clock.freeze(created);
    const report = (
      await former.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Plano encerrado', urls: [`${site.url}/padaria`], frequency: 'weekly', recipients: ['ex@padaria.com.br'] })
        .expect(201)
    ).body as RecurringReportView;
    await queryDatabase(testApp.database.url, "update core_workspace set plan = 'pro' where id = $1", [former.workspaceId]);
    clock.freeze(new Date(new Date(report.nextRun!).getTime() + 1000));
    expect(await scheduler.tick()).toBe(1);
    clock.freeze(null);
    // The run ends while the workspace is on pro (which may not read the list: the database says when).
    for (let attempt = 0; attempt < 120; attempt++) {
      const [row] = await queryDatabase<{ status: string }>(testApp.database.url, 'select status from reports_recurring_run where report_id = $1', [report.id]);
      if (row && row.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Back on Enterprise, the owner finds the report paused and the run that explains it.
    await queryDatabase(testApp.database.url, "update core_workspace set plan = 'enterprise' where id = $1", [former.workspaceId]);
    const run = await runsUntil(former, report.id, (entry) => entry.status !== 'running');
    expect(run).toMatchObject({
      status: 'failed',
      analysisIds: [],
      emailedTo: [],
      error: 'O plano deste espaço de trabalho não inclui mais relatórios recorrentes (plano Enterprise): nada foi enviado e o relatório foi pausado.',
    });
    const listed = ((await former.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[]).find((entry) => entry.id === report.id)!;
    expect(listed).toMatchObject({ isActive: false, nextRun: null });
    expect((await eventOf(recurringReportFailed.name, report.id)).payload).toEqual({ reportId: report.id, name: 'Plano encerrado', reason: run.error });
    expect(sendgrid.received.filter((entry) => entry.body.subject.includes('Plano encerrado'))).toEqual([]);
    expect(await queryDatabase(testApp.database.url, 'select count(*)::int as n from analysis_analysis where workspace_id = $1', [former.workspaceId])).toEqual(
      [{ n: 0 }],
    );
  });

  it('retries a failing run, then shows it as failed', async () => {
    const report = (
      await owner.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Página fora do ar', urls: [`${site.url}/fora-do-ar`], recipients: ['dono@padaria.com.br'] })
        .expect(201)
    ).body as RecurringReportView;
    const sent = () => sendgrid.received.filter((entry) => entry.body.subject.includes('Página fora do ar')).length;
    const queued = (await owner.agent.post(`/api/recurring-reports/${report.id}/run`).expect(202)).body as RecurringRunView;
    expect(queued.status).toBe('running');
    const run = await runsUntil(owner, report.id, (entry) => entry.status === 'failed');
    expect(run.attempts).toBe(3);
    expect(run.error).toBeTruthy();
    // Told once, after the last try.
    const failedEvent = await eventOf(recurringReportFailed.name, report.id);
    expect(failedEvent.payload).toEqual({ reportId: report.id, name: 'Página fora do ar', reason: run.error });
    expect(events.filter((event) => event.payload.reportId === report.id)).toHaveLength(1);
    expect(sent()).toBe(0);
    const listed = ((await owner.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[]).find((entry) => entry.id === report.id)!;
    expect(listed.lastRun).toMatchObject({ status: 'failed' });
  });

  it("counts 'run now' against the plan: one analysis per URL, in flight at once and used when the audit is done", async () => {
    const counted = await createTestUser(testApp, { plan: 'enterprise' });
    const report = (
      await counted.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Conta no plano', urls: [`${site.url}/padaria`], recipients: ['dono@padaria.com.br'] })
        .expect(201)
    ).body as RecurringReportView;
    await counted.agent.post(`/api/recurring-reports/${report.id}/run`).expect(202);
    expect((await counted.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ limit: null, inFlight: 1 });
    await runsUntil(counted, report.id, (entry) => entry.status === 'succeeded');
    expect((await counted.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 1, inFlight: 0 });
  });

  it("limits 'run now' to 5 an hour per workspace, whatever arrives at once", async () => {
    const busy = await createTestUser(testApp, { plan: 'enterprise' });
    const report = (
      await busy.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Muitas execuções', urls: [`${site.url}/padaria`], recipients: ['dono@padaria.com.br'] })
        .expect(201)
    ).body as RecurringReportView;
    const answers = await Promise.all(Array.from({ length: 8 }, () => busy.agent.post(`/api/recurring-reports/${report.id}/run`)));
    // The runs are not needed here: the report goes before they build anything. One may have started its audit already.
    await busy.agent.delete(`/api/recurring-reports/${report.id}`).expect(200);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(202), ...Array(3).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error.type).toBe('RATE_LIMIT');
    // Each accepted run holds its analysis until it ends: none left running when the app stops (a run waiting for an
    // audit no worker takes any more held the stop for its whole drain, 25 s). None e-mailed the deleted report.
    await expect
      .poll(async () => (await busy.agent.get('/api/me/entitlements').expect(200)).body.analyses.inFlight, { timeout: 60_000, interval: 200 })
      .toBe(0);
    expect(sendgrid.received.filter((entry) => entry.body.subject.includes('Muitas execuções'))).toEqual([]);
  });
});
