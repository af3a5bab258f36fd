import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryBody, createTestUser, dataUrl, InMemoryAnalyses, inMemoryAnalysesPlugin, noisePng, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { PublicSiteAuditReport, SiteAuditReport, SiteAuditRunView, SiteAuditShareLink, SiteAuditShareState } from '@otimiza/plugin-site-audit-shared';
import siteAuditPlugin from '../index.js';
import { htmlDownloadFeature, standInAudit } from '../runs/testing/stand-in-audits.js';
import { startTestSite, type TestSite } from '../testing/index.js';
import { SHARE_OPENS_PER_ADDRESS } from './public-site-audit.service.js';

const PUBLIC_URL = 'https://app.otimiza.test';
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * A finished run's share link, through the API: made once (also under 20 simultaneous clicks),
 * opened without a session (no internal ids, the worst 50 pages, kept out of search engines), in
 * the white-label brand in force, revoked; another workspace's run and a running one are refused.
 */
describe('site audit share links', () => {
  const analyses = new InMemoryAnalyses((_workspaceId, url) => standInAudit(url));
  let site: TestSite;
  let testApp: TestApp;
  /** A site that never answers: a run of it stays in discovery for as long as the spec needs. */
  let silent: Server;

  beforeAll(async () => {
    site = await startTestSite({ crawlDelaySeconds: 0 });
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    testApp = await createTestApp({
      plugins: [inMemoryAnalysesPlugin(analyses, { features: [htmlDownloadFeature] }), siteAuditPlugin, ...(await installedPlugins('reports', 'white-label'))],
      // One proxy in front: the limit's spec opens links from an address of its own (X-Forwarded-For).
      env: { ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL, TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
  });

  const visitor = () => request(testApp.server as never);
  const runPath = (id: string) => `/api/site-audit/runs/${id}`;

  async function finishedRun(user: TestUser, body: Record<string, unknown>): Promise<SiteAuditRunView> {
    const started = (await user.agent.post('/api/site-audit/runs').send(body).expect(201)).body as SiteAuditRunView;
    let run: SiteAuditRunView | undefined;
    await expect
      .poll(
        async () => {
          run = (await user.agent.get(runPath(started.id)).expect(200)).body as SiteAuditRunView;
          return run.status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toMatch(/^(completed|cancelled|failed)$/);
    return run!;
  }

  const share = (user: TestUser, runId: string) => user.agent.post(`${runPath(runId)}/share`);
  const liveLinks = async (runId: string) =>
    Number(
      (
        await queryDatabase<{ count: string }>(testApp.database.url, 'select count(*) from site_audit_share_link where run_id = $1 and revoked_at is null', [
          runId,
        ])
      )[0]!.count,
    );

  let owner: TestUser;
  let run: SiteAuditRunView;

  it('opens a finished run’s report by its link without a session: no internal ids, the worst 50 pages, never indexed', async () => {
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    // Every page of the site: more audited pages than the link shows.
    run = await finishedRun(owner, { url: site.origin, auditAll: true });
    expect(run.status).toBe('completed');
    expect(run.progress.audited).toBeGreaterThan(50);

    const made = await share(owner, run.id).expect(201);
    const link = made.body as SiteAuditShareLink;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`${PUBLIC_URL}/site-report/${link.token}`);
    // Shared again, the same link (200): the owner copies it, nothing new is made.
    expect((await share(owner, run.id).expect(200)).body).toEqual(link);
    expect(((await owner.agent.get(`${runPath(run.id)}/share`).expect(200)).body as SiteAuditShareState).link).toEqual(link);

    const opened = await visitor().get(`/api/public/site-audits/${link.token}`).expect(200);
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['set-cookie']).toBeUndefined();
    const shared = opened.body as PublicSiteAuditReport;
    expect(JSON.stringify(shared)).not.toMatch(uuid);

    // The owner's report, figure by figure.
    const report = (await owner.agent.get(`${runPath(run.id)}/report`).expect(200)).body as SiteAuditReport;
    expect(shared.run).toMatchObject({ url: run.url, status: 'completed', auditAll: true, progress: { audited: run.progress.audited, failed: 0 } });
    for (const category of ['performance', 'accessibility', 'seo', 'bestPractices'] as const) {
      expect(shared.scores[category].median).toBe(report.scores[category].median);
      expect(shared.scores[category].worst?.url).toBe(report.scores[category].worst?.url);
    }
    expect(shared.failingAudits.map((audit) => [audit.id, audit.pages, audit.of])).toEqual(
      report.failingAudits.map((audit) => [audit.id, audit.pages, audit.of]),
    );
    expect(shared.groups.map((group) => [group.shape, group.pages, group.audited])).toEqual(
      report.groups.map((group) => [group.shape, group.pages, group.audited]),
    );
    expect(shared.brand).toBeNull();
    expect(shared.sharedAt).toBe(link.createdAt);
    // The worst 50 of the audited pages, lowest mean first.
    expect(shared.worstPages).toHaveLength(50);
    const means = shared.worstPages.map((page) => (page.scores.performance + page.scores.accessibility + page.scores.seo + page.scores.bestPractices) / 4);
    expect(means).toEqual([...means].sort((a, b) => a - b));
    expect(shared.worstPages[0]!.url).toMatch(/\/(produtos|lojas|categorias|blog)\//);
  });

  it('revokes the link: its address answers as an unknown one, and a new share makes another link', async () => {
    const { token } = (await share(owner, run.id).expect(200)).body as SiteAuditShareLink;
    expect((await owner.agent.delete(`${runPath(run.id)}/share`).expect(200)).body).toEqual({ link: null });
    const revoked = await visitor().get(`/api/public/site-audits/${token}`).expect(404);
    const unknown = await visitor()
      .get(`/api/public/site-audits/${'x'.repeat(43)}`)
      .expect(404);
    const malformed = await visitor().get('/api/public/site-audits/not-a-token').expect(404);
    expect(revoked.body).toEqual(unknown.body);
    expect(malformed.body).toEqual(unknown.body);
    expect(revoked.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(((await owner.agent.get(`${runPath(run.id)}/share`).expect(200)).body as SiteAuditShareState).link).toBeNull();
    // Revoking again has nothing to do.
    await owner.agent.delete(`${runPath(run.id)}/share`).expect(200);

    const again = (await share(owner, run.id).expect(201)).body as SiteAuditShareLink;
    expect(again.token).not.toBe(token);
    await visitor().get(`/api/public/site-audits/${again.token}`).expect(200);
    await visitor().get(`/api/public/site-audits/${token}`).expect(404);
  });

  it('answers another workspace’s run as a missing one, and leaves the owner’s link alone', async () => {
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const { token } = (await share(owner, run.id).expect(200)).body as SiteAuditShareLink;
    const missing = await share(stranger, '00000000-0000-4000-8000-000000000000').expect(404);
    for (const answer of await Promise.all([
      share(stranger, run.id),
      stranger.agent.get(`${runPath(run.id)}/share`),
      stranger.agent.delete(`${runPath(run.id)}/share`),
    ])) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(missing.body);
    }
    await visitor().get(`/api/public/site-audits/${token}`).expect(200);
    // A member of another workspace opens the link like anyone else.
    await stranger.agent.get(`/api/public/site-audits/${token}`).expect(200);
  });

  it('keeps one link in force when 20 shares of a run arrive at once', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    const small = await finishedRun(user, { url: `${site.origin}/lojas`, samplePerGroup: 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => share(user, small.id)));
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => (answer.body as SiteAuditShareLink).token)).size).toBe(1);
    expect(await liveLinks(small.id)).toBe(1);
  });

  it('refuses to share a run still going (409) and stores nothing', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    const { port } = silent.address() as AddressInfo;
    const going = (
      await user.agent
        .post('/api/site-audit/runs')
        .send({ url: `http://127.0.0.1:${port}` })
        .expect(201)
    ).body as SiteAuditRunView;
    expect(going.status).toBe('discovering');
    const refused = await share(user, going.id).expect(409);
    expect(refused.body.error.type).toBe('VALIDATION_ERROR');
    expect(await liveLinks(going.id)).toBe(0);
    await user.agent.post(`${runPath(going.id)}/cancel`).expect(200);
    // Its discovery, still waiting on the silent site, ends now instead of at its time limit.
    silent.closeAllConnections();
  });

  it('shows the visitor the white-label brand in force, its logo under the link’s own address', async () => {
    const reseller = await createTestUser(testApp, { plan: 'enterprise' });
    const logo = noisePng(40, 20);
    await reseller.agent
      .put('/api/white-label/brand')
      .send({
        brandName: 'Painel Parceiro',
        companyName: 'Agência Parceira Ltda.',
        primaryColor: '#0F766E',
        secondaryColor: '#B45309',
        hideProductBrand: true,
        logo: dataUrl('image/png', logo),
      })
      .expect(200);
    const small = await finishedRun(reseller, { url: `${site.origin}/lojas`, samplePerGroup: 1 });
    const { token } = (await share(reseller, small.id).expect(201)).body as SiteAuditShareLink;
    const shared = (await visitor().get(`/api/public/site-audits/${token}`).expect(200)).body as PublicSiteAuditReport;
    expect(shared.brand).toEqual({
      name: 'Painel Parceiro',
      companyName: 'Agência Parceira Ltda.',
      primaryColor: '#0F766E',
      secondaryColor: '#B45309',
      logoUrl: expect.stringMatching(new RegExp(`^/api/public/site-audits/${token}/logo\\?v=\\d+$`)),
      hideProductBrand: true,
    });
    expect(JSON.stringify(shared)).not.toMatch(uuid);
    const image = await visitor().get(shared.brand!.logoUrl!).buffer(true).parse(binaryBody).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, logo)).toBe(0);
    // Without a brand, no logo: the owner's workspace has none.
    const { token: plain } = (await share(owner, run.id).expect(200)).body as SiteAuditShareLink;
    await visitor().get(`/api/public/site-audits/${plain}/logo`).expect(404);
  });

  it('stops an address that opens more links than a minute allows, known tokens or not (429)', async () => {
    const { token } = (await share(owner, run.id).expect(200)).body as SiteAuditShareLink;
    const from = (address: string, path: string) => visitor().get(path).set('X-Forwarded-For', address);
    const guesses = await Promise.all(
      Array.from({ length: SHARE_OPENS_PER_ADDRESS.points }, (_, index) => from('203.0.113.7', `/api/public/site-audits/${String(index).padStart(43, 'g')}`)),
    );
    expect(guesses.map((answer) => answer.status)).toEqual(Array<number>(SHARE_OPENS_PER_ADDRESS.points).fill(404));
    const stopped = await from('203.0.113.7', `/api/public/site-audits/${token}`).expect(429);
    expect(stopped.headers['retry-after']).toMatch(/^\d+$/);
    // Another address opens it.
    await from('203.0.113.8', `/api/public/site-audits/${token}`).expect(200);
  });
});
