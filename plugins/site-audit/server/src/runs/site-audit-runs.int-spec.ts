import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyAgentOf, createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import type { SiteAuditReport, SiteAuditRunList, SiteAuditRunView, SitePageList } from '@otimiza/plugin-site-audit-shared';
import siteAuditPlugin from '../index.js';
import { startTestSite, type TestSite } from '../testing/index.js';
import { htmlDownloadFeature, standInAudit, visualFeedbackFeature } from './testing/stand-in-audits.js';

/**
 * A whole-site run from start to report on the loopback test site (69 pages, 4 templates), with
 * the analysis plugin's port standing in for Lighthouse: discovery, grouping, sampling, the plan's
 * cap, the queue, the feeder and the report, through the API.
 */
describe('site audit runs', () => {
  const analyses = new InMemoryAnalyses((_workspaceId, url) => standInAudit(url));
  let site: TestSite;
  let testApp: TestApp;

  beforeAll(async () => {
    site = await startTestSite({ crawlDelaySeconds: 0 });
    testApp = await createTestApp({
      plugins: [inMemoryAnalysesPlugin(analyses, { features: [htmlDownloadFeature, visualFeedbackFeature] }), siteAuditPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  /** The site's pages and three months of its endless calendar: the trap is cut at three query variants of one path. */
  const sitePages = () => site.pages.length + 3;
  /** Every singleton page, the calendar's three, and five of each of the four templates. */
  const sampled = 9 + 3 + 4 * 5;

  const startRun = async (user: TestUser, body: Record<string, unknown> = {}) =>
    (
      await user.agent
        .post('/api/site-audit/runs')
        .send({ url: site.origin, ...body })
        .expect(201)
    ).body as SiteAuditRunView;

  /** The run once it is over (the feeder ends it when no page waits). */
  async function finished(user: TestUser, id: string): Promise<SiteAuditRunView> {
    let run: SiteAuditRunView | undefined;
    await expect
      .poll(
        async () => {
          run = (await user.agent.get(`/api/site-audit/runs/${id}`).expect(200)).body as SiteAuditRunView;
          return run.status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toMatch(/^(completed|cancelled|failed)$/);
    return run!;
  }

  it('discovers the site, audits a sample of each template and reports across pages (Pro)', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const started = await startRun(owner);
    expect(started).toMatchObject({ status: 'discovering', origin: site.origin, pathPrefix: '/', samplePerGroup: 5, pageCap: 100 });

    const run = await finished(owner, started.id);
    expect(run.status).toBe('completed');
    expect(run.progress).toMatchObject({ discovered: sitePages(), toAudit: sampled, audited: sampled, failed: 0, etaSeconds: null });
    // The admin folder (robots.txt), the PDF, the 404, the colour variant of a product (its canonical), two more months
    // of the calendar, and the exit that redirects to another site (example.invalid: not followed, so never resolved).
    expect(run.discovery?.skippedByReason).toEqual({ robots: 1, 'not-html': 1, 'http-error': 1, duplicate: 1, 'query-variants': 2, 'off-origin': 1 });
    expect(run.discovery?.robots.found).toBe(true);

    const report = (await owner.agent.get(`/api/site-audit/runs/${started.id}/report`).expect(200)).body as SiteAuditReport;
    const imageAlt = report.failingAudits.find((audit) => audit.id === 'image-alt');
    expect(imageAlt).toMatchObject({ pages: 5, of: sampled, weight: 10, priority: 50 });
    expect(report.failingAudits[0]!.id).toBe('image-alt');
    const products = report.groups.find((group) => group.shape === '/produtos/:slug');
    expect(products).toMatchObject({ audited: 5 });
    expect(products!.pages).toBeGreaterThanOrEqual(20);
    expect(report.scores.accessibility.worst?.url).toMatch(/\/(produtos|lojas|categorias)\//);

    // Every audited page is an analysis of the workspace, queued for the run's batch, not drawing on the analyses allowance.
    const asked = analyses.batchPages.filter((page) => page.batchId === started.id);
    expect(asked).toHaveLength(sampled);
    expect(new Set(asked.map((page) => page.url)).size).toBe(sampled);
    // One proof per template group (its first sample), held back by the analyses and asked for once the run ended.
    expect(asked.filter((page) => page.verify)).toHaveLength(report.groups.length);
    expect(analyses.provedBatches).toContainEqual({ workspaceId: owner.workspaceId, batchId: started.id });

    const failing = (await owner.agent.get(`/api/site-audit/runs/${started.id}/pages?audit=image-alt&sort=accessibility`).expect(200)).body as SitePageList;
    expect(failing.total).toBe(5);
    expect(failing.pages.every((page) => page.url.includes('/produtos/') && page.failingAudits.includes('image-alt'))).toBe(true);
    const sampledOut = (await owner.agent.get(`/api/site-audit/runs/${started.id}/pages?status=sampled-out&limit=200`).expect(200)).body as SitePageList;
    expect(sampledOut.total).toBe(sitePages() - sampled);

    const csv = await owner.agent.get(`/api/site-audit/runs/${started.id}/export.csv?language=en`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^URL,Group,Status,Performance,Accessibility,SEO,Best practices/);
    expect(lines).toHaveLength(sitePages() + 1);
    const json = (await owner.agent.get(`/api/site-audit/runs/${started.id}/export.json`).expect(200)).body as { report: SiteAuditReport; pages: unknown[] };
    expect(json.report.failingAudits[0]!.id).toBe('image-alt');
    expect(json.pages).toHaveLength(sitePages());
    const pdf = await owner.agent.get(`/api/site-audit/runs/${started.id}/report.pdf?language=pt`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // The fixed HTML of every audited page in one zip, by path, with an index of addresses.
    for (const page of asked) analyses.optimizedHtml.set(page.id, `<!doctype html><html lang="pt-BR"><title>${page.url}</title></html>`);
    const zip = await owner.agent
      .get(`/api/site-audit/runs/${started.id}/fixed-html.zip`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const folder = mkdtempSync(join(tmpdir(), 'site-zip-'));
    writeFileSync(join(folder, 'fixed.zip'), zip.body as Buffer);
    const names = execFileSync('unzip', ['-Z1', join(folder, 'fixed.zip')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    rmSync(folder, { recursive: true, force: true });
    expect(names).toHaveLength(sampled + 1);
    expect(names).toContain('index.html');
    expect(names).toContain('indice.tsv');
    expect(names.filter((name) => name.startsWith('produtos/'))).toHaveLength(5);

    const list = (await owner.agent.get('/api/site-audit/runs').expect(200)).body as SiteAuditRunList;
    expect(list.allowance).toMatchObject({ pagesPerRun: 100, runsPerMonth: 10, runsThisMonth: 1, canAuditAll: false });
    expect(list.runs[0]).toMatchObject({ id: started.id, scores: { accessibility: { median: report.scores.accessibility.median } } });
  });

  it('audits at most the plan’s pages per run, every template first, and says what the cap left out (Lite)', async () => {
    const owner = await createTestUser(testApp, { plan: 'lite' });
    const started = await startRun(owner);
    const run = await finished(owner, started.id);
    expect(run).toMatchObject({ status: 'completed', pageCap: 25, overCap: sampled - 25 });
    expect(run.progress).toMatchObject({ toAudit: 25, audited: 25 });
    const report = (await owner.agent.get(`/api/site-audit/runs/${started.id}/report`).expect(200)).body as SiteAuditReport;
    // The cap takes a page of every group before a second one of any: 14 groups, then the 5 with more pages in turn.
    const templates = ['/produtos/:slug', '/blog/:slug', '/lojas/:slug', '/categorias/:slug'].map(
      (shape) => report.groups.find((group) => group.shape === shape)!.audited,
    );
    expect(Math.min(...templates)).toBeGreaterThanOrEqual(3);
    expect(report.groups.every((group) => group.audited >= 1)).toBe(true);
  });

  it('starts no more runs than the plan and the active limit allow under 20 parallel starts, and never more pages than the cap', async () => {
    const owner = await createTestUser(testApp, { plan: 'lite' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => owner.agent.post('/api/site-audit/runs').send({ url: site.origin })));
    const statuses = answers.map((answer) => answer.status).sort();
    // Lite: 4 runs a month, and 3 running at once by default.
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);
    const rows = await queryDatabase<{ runs: string; most: string | null }>(
      testApp.database.url,
      `select count(*)::text as runs, max(to_audit)::text as most from site_audit_run r join core_membership m on m.workspace_id = r.workspace_id join core_user u on u.id = m.user_id where u.email = $1`,
      [owner.email],
    );
    expect(rows[0]).toEqual({ runs: '3', most: expect.any(String) });
    for (const answer of answers.filter((each) => each.status === 201)) await finished(owner, (answer.body as SiteAuditRunView).id);
    const pages = await queryDatabase<{ audited: string }>(
      testApp.database.url,
      `select count(*)::text as audited from site_audit_page p join core_membership m on m.workspace_id = p.workspace_id join core_user u on u.id = m.user_id where u.email = $1 and p.status = 'completed' group by p.run_id`,
      [owner.email],
    );
    expect(pages.map((row) => Number(row.audited))).toEqual([25, 25, 25]);
    // The fourth run of the month is allowed once the others ended; the fifth is not.
    await owner.agent.post('/api/site-audit/runs').send({ url: site.origin }).expect(201);
    const fifth = await owner.agent.post('/api/site-audit/runs').send({ url: site.origin }).expect(402);
    expect(fifth.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { code: 'SITE_AUDIT_MONTHLY_LIMIT', limit: 4 } });
  });

  it('records a page’s analysis id before asking for it: a process stopped between the two costs an attempt, never a second analysis', async () => {
    const owner = await createTestUser(testApp, { plan: 'lite' });
    const linkedWhenAsked = new Map<string, string | null>();
    let lost: string | null = null;
    const ask = analyses.enqueueBatchPage.bind(analyses);
    const spy = vi.spyOn(analyses, 'enqueueBatchPage').mockImplementation(async (workspaceId, page) => {
      if (workspaceId !== owner.workspaceId) return ask(workspaceId, page);
      const [row] = await queryDatabase<{ analysis_id: string | null }>(
        testApp.database.url,
        'select analysis_id from site_audit_page where run_id = $1 and url = $2',
        [page.batchId, page.url],
      );
      linkedWhenAsked.set(page.id, row?.analysis_id ?? null);
      // The first ask never reaches the analyses, as if its process stopped right after the page was linked.
      if (lost === null) {
        lost = page.id;
        return;
      }
      return ask(workspaceId, page);
    });
    try {
      const started = await startRun(owner);
      const run = await finished(owner, started.id);
      expect(run.progress).toMatchObject({ toAudit: 25, audited: 25, failed: 0 });
    } finally {
      spy.mockRestore();
    }
    expect([...linkedWhenAsked].every(([id, linked]) => id === linked)).toBe(true);
    const pages = await queryDatabase<{ url: string; attempts: number; analysis_id: string }>(
      testApp.database.url,
      'select url, attempts, analysis_id from site_audit_page where workspace_id = $1 and attempts > 1',
      [owner.workspaceId],
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]!.analysis_id).not.toBe(lost);
    expect(analyses.batchPages.filter((page) => page.workspaceId === owner.workspaceId && page.url === pages[0]!.url)).toHaveLength(1);
  });

  it('refuses every page to a Pro workspace (402), a private address (400) and a bad body (400), in the caller’s language', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const all = await owner.agent.post('/api/site-audit/runs').set('Accept-Language', 'en').send({ url: site.origin, auditAll: true }).expect(402);
    expect(all.body.error).toMatchObject({
      type: 'SUBSCRIPTION_REQUIRED',
      message: expect.stringContaining('Enterprise'),
      details: { code: 'SITE_AUDIT_ALL_PAGES' },
    });
    const metadata = await owner.agent.post('/api/site-audit/runs').send({ url: 'http://169.254.169.254/latest' }).expect(400);
    expect(metadata.body.error.type).toBe('INVALID_URL');
    await owner.agent.post('/api/site-audit/runs').send({ url: 'ftp://loja.com.br' }).expect(400);
    const sample = await owner.agent.post('/api/site-audit/runs').send({ url: site.origin, samplePerGroup: 0 }).expect(400);
    expect(sample.body.error.message).toContain('1 a 50');
    await owner.agent.post('/api/site-audit/runs').set('Content-Type', 'application/json').send('{"url": "\u0000').expect(400);
    const none = await queryDatabase<{ count: string }>(
      testApp.database.url,
      `select count(*)::text as count from site_audit_run r join core_membership m on m.workspace_id = r.workspace_id join core_user u on u.id = m.user_id where u.email = $1`,
      [owner.email],
    );
    expect(none[0]!.count).toBe('0');
  });

  it('audits an address typed without a scheme at http when https cannot be reached, and names the cause when neither can', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // The test site speaks plain http: https to it fails its handshake, so http is taken.
    const typed = `${new URL(site.origin).host}/lojas`;
    const started = (await owner.agent.post('/api/site-audit/runs').send({ url: typed, samplePerGroup: 2 }).expect(201)).body as SiteAuditRunView;
    expect(started).toMatchObject({ origin: site.origin, pathPrefix: '/lojas' });
    await finished(owner, started.id);
    // A closed port: nothing answers either scheme, and the answer says the connection was refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await owner.agent
      .post('/api/site-audit/runs')
      .set('Accept-Language', 'pt-BR')
      .send({ url: `127.0.0.1:${port}` })
      .expect(400);
    expect(refused.body.error).toMatchObject({ type: 'NETWORK_ERROR', message: expect.stringContaining('recusou a conexão') });
  });

  it('lets an Enterprise workspace audit every page, up to its cap', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const started = await startRun(owner, { auditAll: true, strategy: 'desktop' });
    const run = await finished(owner, started.id);
    expect(run).toMatchObject({ status: 'completed', auditAll: true, strategy: 'desktop', overCap: 0 });
    expect(run.progress).toMatchObject({ toAudit: sitePages(), audited: sitePages() });
  });

  it('starts and reads a run with an Enterprise API key on /api/v1/site-audits', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const keyed = await apiKeyAgentOf(testApp, owner);
    const started = (
      await keyed
        .post('/api/v1/site-audits')
        .send({ url: `${site.origin}/lojas`, samplePerGroup: 2 })
        .expect(201)
    ).body as SiteAuditRunView;
    expect(started).toMatchObject({ pathPrefix: '/lojas', status: 'discovering' });
    await expect
      .poll(async () => ((await keyed.get(`/api/v1/site-audits/${started.id}`).expect(200)).body as SiteAuditRunView).status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('completed');
    const pages = (await keyed.get(`/api/v1/site-audits/${started.id}/pages?limit=200`).expect(200)).body as SitePageList;
    // The listing and the stores under the prefix, nothing else of the site.
    expect(pages.pages.every((page) => new URL(page.url).pathname.startsWith('/lojas'))).toBe(true);
    expect(pages.pages.filter((page) => page.status === 'completed')).toHaveLength(3);
    const report = (await keyed.get(`/api/v1/site-audits/${started.id}/report`).expect(200)).body as SiteAuditReport;
    expect(report.failingAudits[0]).toMatchObject({ id: 'html-has-lang', pages: 2, of: 3 });
  });

  it('cancels a run: it ends with what it had, a second cancel answers 409, and the next run starts', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const started = await startRun(owner);
    const cancelled = (await owner.agent.post(`/api/site-audit/runs/${started.id}/cancel`).expect(200)).body as SiteAuditRunView;
    expect(cancelled.status).toBe('cancelled');
    const ended = await finished(owner, started.id);
    expect(ended.status).toBe('cancelled');
    await expect
      .poll(async () => ((await owner.agent.get(`/api/site-audit/runs/${started.id}`).expect(200)).body as SiteAuditRunView).finishedAt)
      .not.toBeNull();
    // Discovery found the run cancelled when it ended: nothing of it was queued for an audit.
    expect(analyses.batchPages.filter((page) => page.batchId === started.id)).toEqual([]);
    const again = await owner.agent.post(`/api/site-audit/runs/${started.id}/cancel`).expect(409);
    expect(again.body.error.message).toContain('já terminou');
    await startRun(owner);
  });

  it('answers other plugins through SiteAuditsPort: finished runs with their medians, by host, their audited pages, and a scheduled start', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    // One page per group: the 9 singletons, the calendar and the 4 templates.
    const started = await startRun(owner, { samplePerGroup: 1 });
    await finished(owner, started.id);
    const port = testApp.app.get(SiteAuditsPort);
    const [latest] = await port.listFinished(owner.workspaceId, 10);
    expect(latest).toMatchObject({ runId: started.id, url: `${site.origin}/`, status: 'completed', audited: 9 + 1 + 4 });
    expect(latest!.medians.performance).toEqual(expect.any(Number));
    expect(await port.latestOfHost(owner.workspaceId, new URL(site.origin).host)).toMatchObject({ runId: started.id });
    const pages = await port.auditedPages(owner.workspaceId, started.id, 500);
    expect(pages).toHaveLength(9 + 1 + 4);
    expect(pages.every((page) => page.analysisId && page.url.startsWith(site.origin))).toBe(true);
    // Another workspace reads nothing of it.
    const stranger = await createTestUser(testApp, { plan: 'pro' });
    expect(await port.findFinished(stranger.workspaceId, started.id)).toBeNull();
    expect(await port.auditedPages(stranger.workspaceId, started.id, 500)).toEqual([]);
    // Scheduled work (a site monitor) starts a run under the workspace's plan; a Free workspace has none.
    const scheduled = await port.startScheduled(owner.workspaceId, { url: `${site.origin}/blog`, strategy: 'mobile' });
    await finished(owner, scheduled);
    const free = await createTestUser(testApp, { plan: 'free' });
    await expect(port.startScheduled(free.workspaceId, { url: site.origin, strategy: 'mobile' })).rejects.toMatchObject({ status: 402 });
  });

  it('compares a run only with the previous one of the same address, device and choice of pages', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const reportOf = async (id: string) => (await owner.agent.get(`/api/site-audit/runs/${id}/report`).expect(200)).body as SiteAuditReport;
    const first = await startRun(owner, { url: `${site.origin}/blog`, samplePerGroup: 2 });
    await finished(owner, first.id);
    const otherSample = await startRun(owner, { url: `${site.origin}/blog`, samplePerGroup: 3 });
    await finished(owner, otherSample.id);
    expect((await reportOf(otherSample.id)).comparison).toBeNull();
    const desktop = await startRun(owner, { url: `${site.origin}/blog`, samplePerGroup: 2, strategy: 'desktop' });
    await finished(owner, desktop.id);
    expect((await reportOf(desktop.id)).comparison).toBeNull();
    const again = await startRun(owner, { url: `${site.origin}/blog`, samplePerGroup: 2 });
    await finished(owner, again.id);
    const comparison = (await reportOf(again.id)).comparison!;
    expect(comparison.previousRunId).toBe(first.id);
    // The stand-in scores a page the same each time: every category within the spread.
    expect(Object.values(comparison.categories).map((category) => category.trend)).toEqual(['stable', 'stable', 'stable', 'stable']);
  });
});
