import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnalysisPort, BrowserPort, SafeOutboundPort, type ApiError } from '@otimiza/sdk/server';
import type { DemoPreparationView, DemoSeedProgress } from '@otimiza/sdk/shared';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { replayLighthouse, type ReplayCounts } from '@otimiza/plugin-analysis-server/testing';
import type { DemoSeedReport } from './demo-seed-report.js';
import { DemoPreparationService } from './demo-preparation.service.js';
import { DemoSeedService } from './demo-seed.service.js';
import { loadDemoSiteFiles } from './demo-site-files.js';
import { demoSites } from './demo-sites.js';

const DAY_MS = 24 * 3600 * 1000;
const demoHost = 'otimiza-demo.example';

/** A browser proxy that writes down every address it is asked for and refuses them all. */
async function recordingProxy(seen: string[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(403).end();
  });
  server.on('connect', (req, client) => {
    seen.push(req.url ?? '');
    client.on('error', () => client.destroy());
    client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

describe('the investor demo, seeded on its first opening: real audits of the bundled sample sites', () => {
  let testApp: TestApp;
  let proxy: { url: string; server: Server };
  let report: DemoSeedReport;
  let seedCalls = 0;
  let lighthouseRuns: ReplayCounts;
  const openingStates: string[] = [];
  const progressSeen: DemoSeedProgress[] = [];
  const browserSaw: string[] = [];
  const outboundSaw: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'reports') });
    // The first site's first audit and first proof run Lighthouse for real, in the browser the spies below watch; the
    // other runs answer their recorded real results (plugins/analysis/server/test/lighthouse-replay), as the seed in the
    // e2e tier does: what the seed does around an audit is the same for every version, and two real runs show what a
    // real one fetches (the bundle's robots.txt, nothing from the network). Six real runs took half of this file's time.
    const realRunTaken = { audit: false, proof: false };
    lighthouseRuns = replayLighthouse(testApp.app, {
      replays: (url, serving) => {
        if (url !== demoSites[0]!.url) return true;
        const kind = serving.document === undefined ? 'audit' : 'proof';
        if (realRunTaken[kind]) return true;
        realRunTaken[kind] = true;
        return false;
      },
    });
    // Nothing of a bundled site may leave the process: the browser's proxy (the filtering proxy in
    // the product; here one that records and refuses everything) and the safe-outbound service
    // write down what they are asked for.
    proxy = await recordingProxy(browserSaw);
    const browser = testApp.app.get(BrowserPort);
    const launchFlags = browser.launchFlags.bind(browser);
    vi.spyOn(browser, 'launchFlags').mockImplementation(async () =>
      (await launchFlags()).map((flag) => (flag.startsWith('--proxy-server=') ? `--proxy-server=${proxy.url}` : flag)),
    );
    const outbound = testApp.app.get(SafeOutboundPort);
    for (const method of ['assertAllowed', 'fetch', 'resolveHost'] as const) {
      const real = outbound[method].bind(outbound) as (target: string, ...rest: unknown[]) => Promise<never>;
      vi.spyOn(outbound, method).mockImplementation(async (target: string, ...rest: unknown[]) => {
        outboundSaw.push(target);
        return real(target, ...rest);
      });
    }
    // Seeded on first use: two openings of the empty demo at once; the page's progress is read as a browser would.
    const seed = vi.spyOn(testApp.app.get(DemoSeedService), 'seed');
    const openings = await Promise.all(
      [0, 1].map(async () => {
        const agent = request.agent(testApp.server as never);
        const started = await agent.post('/api/demo/start').send({}).expect(200);
        return { agent, preparation: started.body.preparation as DemoPreparationView };
      }),
    );
    openingStates.push(...openings.map((opening) => opening.preparation.state));
    for (;;) {
      const view = (await openings[0]!.agent.get('/api/demo/preparation').expect(200)).body as DemoPreparationView;
      if (view.state !== 'preparing') break;
      if (view.progress) progressSeen.push(view.progress);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    seedCalls = seed.mock.calls.length;
    report = (await seed.mock.results[0]!.value) as DemoSeedReport;
    seed.mockRestore();
  }, 900_000);

  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => proxy?.server.close(resolve));
  });

  it('starts one seed for two openings at once and shows its real progress until it is ready', async () => {
    expect(seedCalls).toBe(1);
    // Three versions of each site, audited and proved: the first site's first audit and proof for real. A proof whose
    // fixed page reads slower than its analysis audits the original once more (proof-baseline.ts), and stores that reading.
    const [{ remeasured }] = await sql(testApp, `select count(*)::int as remeasured from analysis_analysis where verification_baseline is not null`);
    expect(lighthouseRuns.real).toBe(2);
    expect(lighthouseRuns.replayed + lighthouseRuns.recorded).toBe(10 + remeasured);
    expect(openingStates).toEqual(['preparing', 'preparing']);
    expect(await sql(testApp, 'select state, attempt, holder from core_demo_preparation')).toEqual([{ state: 'ready', attempt: 1, holder: null }]);
    const audits = progressSeen.filter((progress) => progress.phase === 'auditing');
    // Each audit named as it runs, in order, counted out of six.
    const order = demoSites.flatMap((site) => ['v1', 'v2', 'v3'].map((version) => `${site.name} ${version}`));
    const named = [...new Map(audits.map((progress) => [`${progress.current!.site} ${progress.current!.version}`, progress.audited])).entries()];
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const [name, audited] of named) expect(audited, name).toBe(order.indexOf(name));
    expect(audits.every((progress) => progress.total === 6)).toBe(true);
    expect(progressSeen.some((progress) => progress.phase === 'proving' || progress.phase === 'sharing')).toBe(true);
  });

  it('stores six completed analyses of the demo addresses, dated three, two and zero weeks ago, with their proofs', async () => {
    const [workspace] = await sql(testApp, 'select id from core_workspace where is_demo');
    expect(report.workspaceId).toBe(workspace.id);
    const rows = await sql(
      testApp,
      `select url, status, created_at, completed_at, performance_score, accessibility_score, seo_score, best_practices_score,
              verification_status, site_bundle_id, context->>'location' as location
       from analysis_analysis where workspace_id = $1 order by url, created_at`,
      [workspace.id],
    );
    expect(rows).toHaveLength(6);
    for (const site of demoSites) {
      const history = rows.filter((row) => row.url === site.url);
      expect(history).toHaveLength(3);
      const ages = history.map((row) => Math.round((Date.now() - new Date(row.created_at).getTime()) / DAY_MS));
      expect(ages).toEqual([21, 14, 0]);
      for (const row of history) {
        expect(row).toMatchObject({ status: 'completed', verification_status: 'completed', site_bundle_id: expect.any(String) });
        expect(new Date(row.completed_at).getTime() - new Date(row.created_at).getTime()).toBeLessThan(10 * 60_000);
        for (const score of [row.performance_score, row.accessibility_score, row.seo_score, row.best_practices_score]) expect(score).toBeGreaterThan(0);
      }
      const [v1, , v3] = history;
      expect(v3.seo_score).toBeGreaterThan(v1.seo_score);
      expect(v3.accessibility_score).toBeGreaterThan(v1.accessibility_score);
      // The page writes 'Campinas - SP'; the stored reading writes every place as 'City, UF'.
      expect(v3.location).toBe(site.city.replace(' - ', ', '));
    }
    console.info(
      rows
        .map(
          (row) =>
            `${row.url} ${new Date(row.created_at).toISOString().slice(0, 10)} perf ${row.performance_score} a11y ${row.accessibility_score} seo ${row.seo_score} bp ${row.best_practices_score}`,
        )
        .join('\n'),
    );
    expect(report.analyses).toHaveLength(6);
    expect(report.sharedReports).toHaveLength(2);
  });

  it("serves Lighthouse's own fetches from the bundle too: robots.txt is found", async () => {
    const rows = await sql(testApp, `select url, lighthouse_report from analysis_analysis where workspace_id = $1`, [report.workspaceId]);
    for (const row of rows) {
      const lhr = JSON.parse(gunzipSync(row.lighthouse_report).toString()) as { audits: Record<string, { score: number | null }> };
      expect(lhr.audits['robots-txt']!.score, row.url).toBe(1);
    }
  });

  it('does not count the demo audits as plan usage', async () => {
    expect(await sql(testApp, 'select * from core_monthly_usage where workspace_id = $1', [report.workspaceId])).toEqual([]);
  });

  it('sends no request for a demo address to the network: neither the browser proxy nor the outbound service sees one', () => {
    expect(testApp.app.get(BrowserPort).launchFlags).toHaveBeenCalled();
    expect(browserSaw.filter((target) => target.includes(demoHost))).toEqual([]);
    expect(outboundSaw.filter((target) => target.includes(demoHost))).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = await sql(testApp, 'select id, completed_at from analysis_analysis order by id');
    // `npm run seed:demo` and another opening of the demo both find it ready.
    const again = await testApp.app.get(DemoPreparationService).prepareNow();
    expect(again).toMatchObject({ workspaceId: report.workspaceId, skipped: true, analyses: [] });
    const opened = await request
      .agent(testApp.server as never)
      .post('/api/demo/start')
      .send({})
      .expect(200);
    expect(opened.body.preparation.state).toBe('ready');
    expect(await sql(testApp, 'select id, completed_at from analysis_analysis order by id')).toEqual(before);
    expect(await sql(testApp, 'select count(*)::int as n from reports_shared_report')).toEqual([{ n: 2 }]);
  });

  it('refuses a bundled audit for a workspace that is not the demo one, and no route takes a bundle', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const site = demoSites[0]!;
    const refused = await testApp.app
      .get(AnalysisPort)
      .runBundledAndWait(pro.workspaceId, { url: site.url, files: await loadDemoSiteFiles(site.slug, 'v3'), strategy: 'mobile', timeoutMs: 60_000 })
      .then(
        () => null,
        (error: unknown) => error as ApiError,
      );
    expect(refused?.type).toBe('FORBIDDEN');
    expect(refused?.getStatus()).toBe(403);
    // Through the API the demo address is an ordinary address, looked up like any other: unknown.
    const files = { '/index.html': { contentType: 'text/html', body: '<h1>x</h1>' } };
    await pro.agent.post('/api/analyze').send({ url: site.url, strategy: 'mobile', files }).expect(400);
    expect(outboundSaw).toContain(site.url);
    expect(await sql(testApp, 'select count(*)::int as n from analysis_analysis where workspace_id = $1', [pro.workspaceId])).toEqual([{ n: 0 }]);
    expect(await sql(testApp, 'select count(*)::int as n from analysis_site_bundle where workspace_id = $1', [pro.workspaceId])).toEqual([{ n: 0 }]);
  });

  it('shows the seeded analyses to the demo session, read-only', async () => {
    const agent = request.agent(testApp.server as never);
    await agent.post('/api/demo/start').send({}).expect(200);
    const list = (await agent.get('/api/analyses').expect(200)).body as {
      total: number;
      analyses: { url: string; status: string; verification: { status: string } }[];
    };
    expect(list.total).toBe(6);
    expect(new Set(list.analyses.map((analysis) => analysis.url))).toEqual(new Set(demoSites.map((site) => site.url)));
    expect(list.analyses.every((analysis) => analysis.status === 'completed' && analysis.verification.status === 'completed')).toBe(true);
    const stats = (await agent.get('/api/dashboard/stats').expect(200)).body as {
      totalAnalyses: number;
      avgImprovement: number | null;
      avgLoadTime: number | null;
    };
    expect(stats.totalAnalyses).toBe(6);
    expect(stats.avgImprovement).toBeGreaterThan(0);
    expect(stats.avgLoadTime).toBeGreaterThan(0);
    const shared = (await agent.get('/api/reports/shared').expect(200)).body as { reports: { title: string }[] };
    expect(shared.reports).toHaveLength(2);
    const refused = await agent.post('/api/analyze').send({ url: demoSites[0]!.url, strategy: 'mobile' }).expect(403);
    expect(refused.body.error.type).toBe('FORBIDDEN');
    // The preview of a demo page carries its images: their demo address is reachable by no browser.
    const listed = (await agent.get('/api/analyses').expect(200)).body as { analyses: { id: string }[] };
    const preview = await agent.get(`/api/analyses/${listed.analyses[0]!.id}/preview`).expect(200);
    expect(preview.text).toMatch(/<img[^>]+src="data:image\//);
  });
});
