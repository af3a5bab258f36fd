import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAnalytics, AuditReportDetail, CheckResultView } from '@otimiza/plugin-audit-shared';
import { MetricStorePort } from '@otimiza/sdk/server';
import { binaryBody, carefulSecurityHeaders, createTestUser, pdfText, queryDatabase, solidPng, startHttpsTestSite } from '@otimiza/sdk/testing';
import type { HttpsTestSite, TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { replayLighthouse } from '@otimiza/plugin-analysis-server/testing';
import auditPlugin from '../index.js';
import { finished } from '../../test/finished-report.js';

const TRACKER = 'https://www.googletagmanager.com/gtag/js?id=G-LOJA';

/** A small business's page with the usual defects: an image without alt, an unlabelled field, a tracker before consent, no privacy policy. */
const carelessPage = (imageAlt: string | null) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Floricultura Jardim</title>
<script async src="${TRACKER}"></script></head><body><main><h1>Floricultura Jardim</h1>
<img src="/buque.png" width="120" height="80"${imageAlt === null ? '' : ` alt="${imageAlt}"`}>
<form action="/contato" method="post"><input type="email" name="email"><button type="submit">Enviar</button></form>
</main></body></html>`;

/** The same business done right: labelled, described, a consent banner with a reject button, a privacy policy naming the controller and DPO. */
const carefulPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floricultura Jardim — flores em Campinas</title></head><body>
<main><h1>Floricultura Jardim</h1>
<img src="/buque.png" width="120" height="80" alt="Buquê de rosas vermelhas">
<form action="/contato" method="post">
<label for="email">E-mail</label><input id="email" type="email" name="email" autocomplete="email">
<label><input type="checkbox" name="aceite"> Concordo com o uso do meu e-mail para responder ao contato</label>
<button type="submit">Enviar</button></form></main>
<footer><a href="/privacidade">Política de Privacidade</a></footer>
<div role="dialog" aria-label="Cookies"><p>Usamos cookies para lembrar suas preferências.</p><button>Aceitar</button><button>Rejeitar</button></div>
</body></html>`;

const policyPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Política de Privacidade</title></head>
<body><main><h1>Política de Privacidade</h1><p>Controlador: Floricultura Jardim Ltda., CNPJ 12.345.678/0001-95. Encarregado (DPO): Ana Lima, dpo@floriculturajardim.com.br.</p></main></body></html>`;

function siteHandler(pages: Record<string, string>, headers: Record<string, string> = {}): RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    if (path === '/buque.png') return void res.writeHead(200, { 'Content-Type': 'image/png' }).end(solidPng(60, [200, 40, 80]));
    const page = pages[path];
    if (!page) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('não encontrado');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(page);
  };
}

const checkOf = (report: AuditReportDetail, url: string, checkId: string): CheckResultView => {
  const found = report.checks.find((check) => check.url === url && check.checkId === checkId);
  if (!found) throw new Error(`no ${checkId} on ${url}: ${report.checks.map((check) => check.checkId).join(', ')}`);
  return found;
};

describe('audit reports: real inspections of loopback sites, their evidence, resolved issues, monitors and regressions', () => {
  let testApp: TestApp;
  let plain: Server;
  let plainUrl: string;
  let secure: HttpsTestSite;
  const plainPages: Record<string, string> = {};
  /** While down, the secure site's /instavel closes the connection without an answer: the browser cannot read it. */
  const unstable = { down: true };
  let owner: TestUser;

  /** A finished report's PDF in a language, its text as a reader would copy it. */
  const pdfOf = async (id: string, language: 'pt' | 'en'): Promise<string> => {
    const answer = await owner.agent.get(`/api/audit/reports/${id}/pdf?language=${language}`).buffer(true).parse(binaryBody).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return pdfText(answer.body as Buffer, { oneLine: true });
  };

  beforeAll(async () => {
    plain = createServer(siteHandler(plainPages));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    Object.assign(plainPages, { '/loja': carelessPage(null), '/vitrine': carelessPage('Buquê de rosas') });
    const securePages = siteHandler({ '/loja': carefulPage, '/instavel': carefulPage, '/privacidade': policyPage }, carefulSecurityHeaders);
    secure = await startHttpsTestSite((req, res) => (unstable.down && req.url === '/instavel' ? void req.socket.destroy() : securePages(req, res)));
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis', 'notifications')), auditPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true', BROWSER_TRUSTED_SPKI: secure.spki },
    });
    replayLighthouse(testApp.app);
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(async () => {
    await testApp?.close();
    plain?.closeAllConnections();
    await new Promise((resolve) => plain?.close(resolve));
    await secure?.close();
  });

  it('reports the careless page’s axe violations with WCAG criteria and selectors, the tracker’s request as LGPD evidence and the missing headers; the careful page passes them', async () => {
    const careless = `${plainUrl}/loja`;
    const careful = `${secure.url}/loja`;
    const created = await owner.agent
      .post('/api/audit/reports')
      .send({ title: 'Nova Auditoria', type: 'comprehensive', urls: [careless, careful] })
      .expect(201);
    // Stored as a draft; its run sets it in progress when it starts.
    expect(created.body).toMatchObject({ status: 'draft', progress: { done: 0, total: 2 }, checks: [] });
    const report = await finished(owner, created.body.id);
    expect(report.status).toBe('completed');
    expect(report.siteErrors).toEqual([]);
    const [times] = await queryDatabase<{ created_at: Date; started_at: Date | null }>(
      testApp.database.url,
      'select created_at, started_at from audit_report where id = $1',
      [report.id],
    );
    expect(times!.started_at!.getTime()).toBeGreaterThanOrEqual(times!.created_at.getTime());
    // The engines that decided checks: axe and Otimiza's rules; not Lighthouse, whose frameworks had no analysis to read.
    expect(report.auditor.name).toMatch(/^axe-core \d+\.\d+\.\d+ \+ Otimiza LGPD rules \+ Otimiza security rules$/);

    const alt = checkOf(report, careless, 'image-alt');
    expect(alt).toMatchObject({ status: 'failed', frameworkId: 'wcag-22', severity: 'critical', fixerCorrects: true });
    expect(alt.clause).toContain('1.1.1');
    expect(alt.evidence[0]).toMatchObject({ kind: 'element', selector: 'img' });
    expect(alt.evidence[0]!.snippet).toContain('buque.png');
    const label = checkOf(report, careless, 'label');
    expect(label).toMatchObject({ status: 'failed', fixerCorrects: true });
    expect(label.clause).toMatch(/4\.1\.2|1\.3\.1/);
    expect(label.evidence.map((evidence) => evidence.selector)).toContain('input');

    const tracker = checkOf(report, careless, 'lgpd-trackers-before-consent');
    expect(tracker.status).toBe('failed');
    expect(tracker.evidence.map((evidence) => evidence.url)).toContain(TRACKER);
    expect(checkOf(report, careless, 'lgpd-privacy-policy').status).toBe('failed');
    expect(checkOf(report, careless, 'lgpd-https-forms').status).toBe('failed');
    for (const header of ['security-hsts', 'security-csp', 'security-frame-options', 'security-content-type-options', 'security-referrer-policy']) {
      const check = checkOf(report, careless, header);
      expect([header, check.status]).toEqual([header, 'failed']);
      expect(check.evidence.some((evidence) => evidence.kind === 'header')).toBe(true);
    }

    for (const checkId of [
      'image-alt',
      'label',
      'lgpd-trackers-before-consent',
      'lgpd-cookies-before-consent',
      'lgpd-form-purpose-notice',
      'lgpd-controller-identity',
      'lgpd-privacy-policy',
      'lgpd-consent-reject-option',
      'lgpd-https-forms',
      'lgpd-dpo-contact',
      'security-https',
      'security-hsts',
      'security-csp',
      'security-frame-options',
      'security-content-type-options',
      'security-referrer-policy',
    ]) {
      expect([checkId, checkOf(report, careful, checkId).status]).toEqual([checkId, 'passed']);
    }

    const { summary } = report;
    expect(summary!.totalChecks).toBe(report.checks.length);
    expect(summary!.passed + summary!.failed).toBe(report.checks.filter((check) => check.status !== 'no_data').length);
    expect(summary!.riskLevel).toBe('critical');
    expect(summary!.correctedByFixer).toBe(report.checks.filter((check) => check.status === 'failed' && check.fixerCorrects).length);
    // Without an analysis of either site, the Lighthouse-based frameworks say so instead of passing.
    expect(report.checks.filter((check) => check.frameworkId === 'core-web-vitals').every((check) => check.status === 'no_data')).toBe(true);
    // Each site's compliance score is in the metric store: its passed share of its decided checks.
    const store = testApp.app.get(MetricStorePort);
    const day = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
    for (const site of [careless, careful]) {
      const decided = report.checks.filter((check) => check.url === site && check.status !== 'no_data');
      const expected = Math.round((decided.filter((check) => check.status === 'passed').length / decided.length) * 100);
      expect((await store.daily(owner.workspaceId, { ...day, metric: 'compliance.score', site }))[0]?.value).toBe(expected);
    }

    // The PDF in Portuguese and in English: its heading, and the failed checks with their evidence, in each language.
    const expectedInPdf = {
      pt: [
        'RELATÓRIO DE AUDITORIA DE CONFORMIDADE',
        'Conformidade geral',
        'Nenhum rastreador de terceiros carregado antes do consentimento',
        `Requisição: ${TRACKER}`,
        'requisição feita antes de qualquer consentimento',
        'Imagens devem ter texto alternativo',
        'buque.png',
      ],
      en: [
        'COMPLIANCE AUDIT REPORT',
        'Overall compliance',
        'No third-party tracker loaded before consent',
        `Request: ${TRACKER}`,
        'request made before any consent',
        'Images must have alternative text',
        'buque.png',
      ],
    };
    for (const language of ['pt', 'en'] as const) {
      const text = await pdfOf(report.id, language);
      for (const expected of expectedInPdf[language]) expect([language, expected, text.includes(expected)]).toEqual([language, expected, true]);
    }

    // A report none of whose checks could be decided (no analysis of the site) has no score, and averages leave it out.
    const noData = await finished(
      owner,
      (
        await owner.agent
          .post('/api/audit/reports')
          .send({ title: 'Desempenho sem análise', type: 'performance', urls: [careful] })
          .expect(201)
      ).body.id,
    );
    expect(noData.status).toBe('completed');
    expect(noData.summary).toMatchObject({ overallScore: null, totalChecks: 3, passed: 0, failed: 0, riskLevel: 'none' });
    expect(noData.auditor.name).toBe('Lighthouse (Otimiza analysis)');
    const noDataPdf = await pdfOf(noData.id, 'pt');
    expect(noDataPdf).toContain('Sem dados');
    expect(noDataPdf).toContain('Nenhuma verificação pôde ser decidida');
    const analytics: AuditAnalytics = (await owner.agent.get('/api/audit/analytics').expect(200)).body;
    expect(analytics.overview).toMatchObject({ completedAudits: 2, averageScore: summary!.overallScore });
    expect(analytics.performance.engines.find((engine) => engine.name === 'Lighthouse (Otimiza analysis)')).toMatchObject({
      auditsCompleted: 1,
      averageScore: null,
    });
    expect(analytics.performance.members).toEqual([expect.objectContaining({ userId: owner.userId, auditsCompleted: 2, averageScore: summary!.overallScore })]);
  }, 240_000);

  it('counts a failure fixed on the site and absent from its next run as resolved, with its resolution time in days', async () => {
    const url = `${plainUrl}/vitrine`;
    Object.assign(plainPages, { '/vitrine': carelessPage(null) });
    const first = await finished(
      owner,
      (
        await owner.agent
          .post('/api/audit/reports')
          .send({ title: 'Antes', type: 'accessibility', urls: [url] })
          .expect(201)
      ).body.id,
    );
    expect(checkOf(first, url, 'image-alt').status).toBe('failed');
    // The first run two days ago: its results carry the run's time.
    await queryDatabase(testApp.database.url, `update audit_check_result set created_at = created_at - interval '2 days' where report_id = $1`, [first.id]);

    Object.assign(plainPages, { '/vitrine': carelessPage('Buquê de rosas') });
    const second = await finished(
      owner,
      (
        await owner.agent
          .post('/api/audit/reports')
          .send({ title: 'Depois', type: 'accessibility', urls: [url] })
          .expect(201)
      ).body.id,
    );
    expect(checkOf(second, url, 'image-alt').status).toBe('passed');

    const analytics: AuditAnalytics = (await owner.agent.get('/api/audit/analytics').expect(200)).body;
    expect(analytics.overview.resolvedIssues).toBeGreaterThanOrEqual(1);
    const critical = analytics.risks.bySeverity.critical;
    expect(critical.avgResolutionTime).toBeGreaterThanOrEqual(1.9);
    expect(critical.avgResolutionTime).toBeLessThanOrEqual(2.1);
    expect(analytics.risks.byCategory.accessibility!.resolved).toBeGreaterThanOrEqual(1);
  });

  it('runs a monitor on schedule once across 20 parallel ticks, records its runs, and a regression reaches the notification centre', async () => {
    const url = `${plainUrl}/vitrine`;
    Object.assign(plainPages, { '/vitrine': carelessPage('Buquê de rosas') });
    const monitor = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Vitrine semanal', urls: [url], frameworks: ['wcag-22'], frequency: 'weekly' })
        .expect(201)
    ).body;
    expect(monitor).toMatchObject({ status: 'active', metrics: { totalRuns: 0, averageScore: null, successRate: null }, lastRun: null });

    const { MonitorScheduler } = await import('../monitoring/monitor-scheduler.js');
    const scheduler = testApp.app.get(MonitorScheduler);
    const ticks = await Promise.all(Array.from({ length: 20 }, () => scheduler.tick(new Date(Date.now() + 1000))));
    expect(ticks.flat().filter((id) => id === monitor.id)).toHaveLength(1);

    const firstRun = await waitForMonitor(owner, monitor.id, (view) => view.lastRun?.status === 'completed');
    expect(firstRun.metrics).toMatchObject({ totalRuns: 1, successRate: 100 });
    expect(firstRun.metrics.averageScore).toBe(firstRun.lastRun!.overallScore);
    expect(new Date(firstRun.schedule.nextRunAt!).getTime() - new Date(monitor.schedule.nextRunAt).getTime()).toBe(7 * 86_400_000);

    // The image loses its alt: a critical check that passed now fails.
    Object.assign(plainPages, { '/vitrine': carelessPage(null) });
    const runs = await Promise.all(Array.from({ length: 20 }, () => owner.agent.post(`/api/audit/monitoring/${monitor.id}/run`)));
    expect(runs.map((run) => run.status).sort()).toEqual([202, ...Array<number>(19).fill(409)]);
    const secondRun = await waitForMonitor(owner, monitor.id, (view) => view.metrics.totalRuns === 2 && view.lastRun?.status === 'completed');
    expect(secondRun.lastRun!.overallScore).toBeLessThan(firstRun.lastRun!.overallScore!);

    const deadline = Date.now() + 30_000;
    let regression: { title: string; message: string; priority: string } | undefined;
    while (!regression && Date.now() < deadline) {
      const { body } = await owner.agent.get('/api/notifications').expect(200);
      regression = body.notifications.find((notification: { title: string }) => notification.title.includes('Vitrine semanal'));
      if (!regression) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(regression).toMatchObject({ title: 'Conformidade piorou: Vitrine semanal', priority: 'high' });
    expect(regression!.message).toContain(url);
  });

  it('runs a monitor in error on schedule again until a run completes, which makes it active; a paused monitor is never run by a tick', async () => {
    const { MonitorScheduler } = await import('../monitoring/monitor-scheduler.js');
    const scheduler = testApp.app.get(MonitorScheduler);
    const body = { urls: [`${secure.url}/instavel`], frameworks: ['web-security'], frequency: 'daily' };
    unstable.down = true;
    const monitor = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Site instável', ...body })
        .expect(201)
    ).body;
    const paused = (
      await owner.agent
        .post('/api/audit/monitoring')
        .send({ name: 'Site pausado', ...body })
        .expect(201)
    ).body;
    await owner.agent.patch(`/api/audit/monitoring/${paused.id}`).send({ status: 'paused' }).expect(200);
    // Even due by its row, a paused monitor is not the schedule's: its status keeps it out. (Times in milliseconds, as the app writes them.)
    await queryDatabase(testApp.database.url, `update audit_monitor set next_run_at = date_trunc('milliseconds', now()) - interval '1 hour' where id = $1`, [
      paused.id,
    ]);

    const firstTick = await scheduler.tick(new Date(Date.now() + 1000));
    expect(firstTick).toContain(monitor.id);
    expect(firstTick).not.toContain(paused.id);
    // The report fails first, then the monitor records it.
    const down = await waitForMonitor(owner, monitor.id, (view) => view.lastRun?.status === 'failed' && view.status === 'error');
    expect(down.lastError).toBeTruthy();

    // The site is back and the day has passed: the schedule runs the monitor in error, and the completed run makes it active.
    unstable.down = false;
    await queryDatabase(testApp.database.url, `update audit_monitor set next_run_at = date_trunc('milliseconds', now()) where id = $1`, [monitor.id]);
    const secondTick = await scheduler.tick(new Date(Date.now() + 1000));
    expect(secondTick).toContain(monitor.id);
    expect(secondTick).not.toContain(paused.id);
    // The report completes first, then the monitor records it: wait for both.
    const recovered = await waitForMonitor(
      owner,
      monitor.id,
      (view) => view.metrics.totalRuns === 2 && view.lastRun?.status === 'completed' && view.status !== 'error',
    );
    expect(recovered).toMatchObject({ status: 'active', lastError: null, metrics: { totalRuns: 2, successRate: 50 } });
    expect(await waitForMonitor(owner, paused.id, () => true)).toMatchObject({ status: 'paused', metrics: { totalRuns: 0 }, lastRun: null });
  }, 240_000);

  it('audits a typed address as the analysis stored it (https://host:port is host:port/): the Lighthouse-based checks read that analysis', async () => {
    Object.assign(plainPages, { '/': carelessPage('Buquê de rosas') });
    const analysis = (await owner.agent.post('/api/analyze').send({ url: plainUrl, strategy: 'desktop' }).expect(200)).body;
    expect(analysis).toMatchObject({ status: 'completed', url: `${plainUrl}/` });
    for (const type of ['performance', 'content'] as const) {
      const created = await owner.agent
        .post('/api/audit/reports')
        .send({ title: `Endereço digitado: ${type}`, type, urls: [plainUrl, `${plainUrl}/#contato`] })
        .expect(201);
      expect(created.body.urls).toEqual([`${plainUrl}/`]);
      const report = await finished(owner, created.body.id);
      expect(report.status).toBe('completed');
      expect(report.checks.length).toBeGreaterThan(0);
      expect(report.checks.filter((check) => check.status === 'no_data').map((check) => check.checkId)).toEqual([]);
      expect(report.summary!.overallScore).not.toBeNull();
    }
    const { body: reports } = await owner.agent.get('/api/audit/reports?type=content').expect(200);
    const content = await finished(owner, reports.reports[0].id);
    // The page has no meta description: the analysis's failing audit is the evidence; its title passes.
    expect(checkOf(content, `${plainUrl}/`, 'meta-description').status).toBe('failed');
    expect(checkOf(content, `${plainUrl}/`, 'document-title').status).toBe('passed');
  }, 240_000);

  it('answers 402 to a Pro workspace and 404 for another workspace’s report, and refuses bad bodies without storing anything', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const refused = await pro.agent.post('/api/audit/reports').send({ title: 'Nova Auditoria', type: 'comprehensive' }).expect(402);
    expect(refused.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'complianceAudit' } });

    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const { body: list } = await owner.agent.get('/api/audit/reports').expect(200);
    const missing = await stranger.agent.get('/api/audit/reports/00000000-0000-4000-8000-000000000000').expect(404);
    const foreign = await stranger.agent.get(`/api/audit/reports/${list.reports[0].id}`).expect(404);
    expect(foreign.body).toEqual(missing.body);

    const before = (await queryDatabase<{ count: string }>(testApp.database.url, 'select count(*) from audit_report'))[0]!.count;
    for (const body of [
      { title: 'a\u0000b', type: 'comprehensive', urls: [`${plainUrl}/loja`] },
      { title: 'Nova', type: 'nuclear' },
      { title: 'Nova', urls: ['ftp://x'] },
    ]) {
      const answer = await stranger.agent.post('/api/audit/reports').send(body).expect(400);
      expect(answer.body.error.type).toBe('VALIDATION_ERROR');
    }
    await stranger.agent.post('/api/audit/reports').set('Content-Type', 'text/plain').send('title=Nova').expect(415);
    // No URL given and no audited site: nothing to audit.
    const empty = await stranger.agent
      .post('/api/audit/reports')
      .set('Accept-Language', 'en')
      .send({ title: 'Nova Auditoria', type: 'comprehensive' })
      .expect(400);
    expect(empty.body.error.message).toMatch(/audit|analys/i);
    expect((await queryDatabase<{ count: string }>(testApp.database.url, 'select count(*) from audit_report'))[0]!.count).toBe(before);
  });
});

interface MonitorViewBody {
  id: string;
  status: string;
  lastError: string | null;
  metrics: { totalRuns: number; successRate: number | null; averageScore: number | null };
  lastRun: { status: string; overallScore: number | null } | null;
  schedule: { nextRunAt: string | null };
}

async function waitForMonitor(owner: TestUser, id: string, done: (view: MonitorViewBody) => boolean): Promise<MonitorViewBody> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { body } = await owner.agent.get('/api/audit/monitoring').expect(200);
    const view = (body.monitors as MonitorViewBody[]).find((monitor) => monitor.id === id);
    if (view && done(view)) return view;
    if (Date.now() > deadline) throw new Error(`monitor ${id} did not get there: ${JSON.stringify(view)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
