import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_REPORT_PAGE_LIMIT, type SiteAuditOptionList } from '@otimiza/plugin-audit-shared';
import type { SiteAuditPageRef, SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import { binaryBody, createTestUser, pdfText, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { InMemorySiteAudits, inMemorySiteAuditsPlugin } from '@otimiza/plugin-site-audit-contract/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import auditPlugin from '../index.js';
import { finished } from '../../test/finished-report.js';

/** A product page of the shop's template: its photo has no text alternative when `alt` is null. */
const productPage = (name: string, alt: string | null) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${name}</title></head>
<body><main><h1>${name}</h1><img src="/foto.png" width="120" height="80"${alt === null ? '' : ` alt="${alt}"`}></main></body></html>`;

/** The contact page: an unlabelled e-mail field. */
const contactPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Contato</title></head>
<body><main><h1>Contato</h1><form action="/enviar" method="post"><input type="email" name="email"><button type="submit">Enviar</button></form></main></body></html>`;

const pages: Record<string, string> = {
  '/produtos/rosas': productPage('Rosas', null),
  '/produtos/tulipas': productPage('Tulipas', null),
  '/produtos/orquideas': productPage('Orquídeas', 'Orquídea branca em vaso'),
  '/contato': contactPage,
};

function summary(runId: string, url: string, audited: number, createdAt: string): SiteAuditSummary {
  return {
    runId,
    url,
    strategy: 'mobile',
    status: 'completed',
    audited,
    failed: 0,
    medians: { performance: 91, accessibility: 78, seo: 90, bestPractices: 96 },
    createdAt,
    finishedAt: createdAt,
  };
}

describe('compliance over a site audit: every audited page inspected, each check counted over the pages with its evidence per page', () => {
  let testApp: TestApp;
  let site: Server;
  let origin: string;
  let owner: TestUser;
  let other: TestUser;
  const siteAudits = new InMemorySiteAudits();
  let runId: string;

  beforeAll(async () => {
    site = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
      if (path === '/foto.png') return void res.writeHead(404).end();
      const page = pages[path];
      if (!page) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('não encontrado');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis')), inMemorySiteAuditsPlugin(siteAudits), auditPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    [owner, other] = await Promise.all([createTestUser(testApp, { plan: 'enterprise' }), createTestUser(testApp, { plan: 'enterprise' })]);
    runId = randomUUID();
    const refs: SiteAuditPageRef[] = Object.keys(pages).map((path) => ({
      url: `${origin}${path}`,
      group: path.startsWith('/produtos/') ? '/produtos/:slug' : path,
      analysisId: randomUUID(),
    }));
    siteAudits.add(owner.workspaceId, summary(runId, `${origin}/`, refs.length, new Date().toISOString()), refs);
  });

  afterAll(async () => {
    await testApp?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('lists the workspace’s finished site audits for the choice on the page, none of another workspace', async () => {
    const { body } = (await owner.agent.get('/api/audit/site-audits').expect(200)) as { body: SiteAuditOptionList };
    expect(body.installed).toBe(true);
    expect(body.runs).toEqual([expect.objectContaining({ runId, url: `${origin}/`, audited: 4, medians: expect.objectContaining({ accessibility: 78 }) })]);
    const foreign = (await other.agent.get('/api/audit/site-audits').expect(200)).body as SiteAuditOptionList;
    expect(foreign).toEqual({ installed: true, runs: [] });
  });

  it('inspects each audited page and counts each check over them, with the failing pages’ evidence; the PDF says it per check', async () => {
    const created = await owner.agent.post('/api/audit/reports').send({ title: 'Site da floricultura', type: 'accessibility', siteRunId: runId }).expect(201);
    expect(created.body).toMatchObject({
      status: 'draft',
      progress: { done: 0, total: 4 },
      site: { runId, url: `${origin}/`, pagesInRun: 4, pagesCovered: 4, pageLimit: SITE_REPORT_PAGE_LIMIT },
    });
    const report = await finished(owner, created.body.id);
    expect(report.status).toBe('completed');
    expect(report.siteErrors).toEqual([]);
    expect([...report.urls].sort()).toEqual(
      Object.keys(pages)
        .map((path) => `${origin}${path}`)
        .sort(),
    );
    const siteReport = report.siteReport!;
    expect(siteReport.pages).toContainEqual({ url: `${origin}/produtos/rosas`, group: '/produtos/:slug' });

    // The images without alt: 2 of the 3 product pages (the contact page has no image: not counted there).
    const alt = siteReport.checks.find((check) => check.checkId === 'image-alt')!;
    expect(alt).toMatchObject({ frameworkId: 'wcag-22', failed: 2, passed: 1, noData: 0, score: 33, severity: 'critical' });
    expect(alt.pages.map((page) => [page.url, page.status, page.group])).toEqual([
      [`${origin}/produtos/rosas`, 'failed', '/produtos/:slug'],
      [`${origin}/produtos/tulipas`, 'failed', '/produtos/:slug'],
      [`${origin}/produtos/orquideas`, 'passed', '/produtos/:slug'],
    ]);
    // Each page's evidence is its entry in `checks`: the image on that page.
    for (const page of alt.pages.filter((each) => each.status === 'failed')) {
      const result = report.checks.find((check) => check.id === page.resultId)!;
      expect(result).toMatchObject({ url: page.url, checkId: 'image-alt', status: 'failed' });
      expect(result.evidence[0]).toMatchObject({ kind: 'element', selector: 'img' });
      expect(result.evidence[0]!.snippet).toContain('foto.png');
    }
    const label = siteReport.checks.find((check) => check.checkId === 'label')!;
    expect(label).toMatchObject({ failed: 1, passed: 0 });
    expect(label.pages).toEqual([expect.objectContaining({ url: `${origin}/contato`, status: 'failed' })]);
    expect(report.checks.find((check) => check.id === label.pages[0]!.resultId)!.evidence.map((evidence) => evidence.selector)).toContain('input');
    // Failing on the most pages first.
    expect(siteReport.checks[0]!.failed).toBeGreaterThanOrEqual(2);
    // Every stored page result is under one site check, and the summary counts the same rows.
    expect(siteReport.checks.reduce((sum, check) => sum + check.pages.length, 0)).toBe(report.checks.length);
    expect(report.summary!.failed).toBe(siteReport.checks.reduce((sum, check) => sum + check.failed, 0));

    const pdf = await pdfText(
      (await owner.agent.get(`/api/audit/reports/${report.id}/pdf?language=pt`).buffer(true).parse(binaryBody).expect(200)).body as Buffer,
      { oneLine: true },
    );
    expect(pdf).toContain('4 de 4 páginas auditadas do site');
    expect(pdf).toMatch(/: 2 de 3 páginas/);
    const listed = (await owner.agent.get('/api/audit/reports').expect(200)).body.reports.find((item: { id: string }) => item.id === report.id);
    expect(listed.site).toMatchObject({ runId, pagesCovered: 4 });
  });

  it('answers another workspace’s site audit as a missing one, and stores nothing', async () => {
    const refused = await other.agent.post('/api/audit/reports').send({ title: 'Site alheio', siteRunId: runId }).expect(404);
    expect(refused.body.error.details).toMatchObject({ code: 'SITE_AUDIT_NOT_FOUND' });
    expect(refused.body.error.message).toBe('Auditoria de site não encontrada ou ainda não concluída.');
    const missing = await owner.agent.post('/api/audit/reports').set('Accept-Language', 'en').send({ title: 'Nenhum', siteRunId: randomUUID() }).expect(404);
    expect(missing.body.error.message).toBe('Site audit not found or not finished yet.');
    expect((await other.agent.get('/api/audit/reports').expect(200)).body.total).toBe(0);
  });

  it('refuses a site audit with addresses, one without audited pages (409) and a plan without the compliance audit (402)', async () => {
    const both = await owner.agent
      .post('/api/audit/reports')
      .send({ title: 'Os dois', siteRunId: runId, urls: [`${origin}/contato`] })
      .expect(400);
    expect(JSON.stringify(both.body.error.details)).toContain('siteRunId');
    const empty = randomUUID();
    siteAudits.add(owner.workspaceId, { ...summary(empty, `${origin}/vazio/`, 0, new Date(Date.now() - 60_000).toISOString()), status: 'cancelled' }, []);
    const withoutPages = await owner.agent.post('/api/audit/reports').send({ title: 'Vazio', siteRunId: empty }).expect(409);
    expect(withoutPages.body.error.details).toMatchObject({ code: 'SITE_AUDIT_WITHOUT_PAGES' });

    // The compliance audit is Enterprise's: a Pro workspace with a site audit of its own is refused before anything is read.
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const proRun = randomUUID();
    siteAudits.add(pro.workspaceId, summary(proRun, `${origin}/`, 1, new Date().toISOString()), [
      { url: `${origin}/contato`, group: '/contato', analysisId: randomUUID() },
    ]);
    const upgrade = await pro.agent.post('/api/audit/reports').send({ title: 'Site no Pro', siteRunId: proRun }).expect(402);
    expect(upgrade.body.error.type).toBe('SUBSCRIPTION_REQUIRED');
    await pro.agent.get('/api/audit/site-audits').expect(402);
  });
});
