import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, MetricStorePort, type AnalysisRecord } from '@otimiza/sdk/server';
import { recurringReportSent } from '@otimiza/plugin-reports-contract';
import type { MetricName } from '@otimiza/sdk/shared';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, proofWithoutChange, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { PublicSharedReport, ShareAnalytics, SharedReportView } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { padariaAnalysis, padariaScores } from '../testing/padaria-analysis.fixture.js';

const analyses = new InMemoryAnalyses();

function addAnalysis(workspaceId: string): AnalysisRecord {
  return analyses.add(workspaceId, padariaAnalysis({ verification: proofWithoutChange(padariaScores) }));
}

interface ViewRow {
  seconds: number;
  interacted: boolean;
  downloads: number;
  shares: number;
  sections: string[];
  bounced: boolean;
  left_at: Date | null;
}

describe('share-page analytics (no cookie, no address)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let server: never;
  let store: MetricStorePort;

  const tokenOf = (report: SharedReportView) => report.shareUrl.split('/r/')[1]!;
  async function sharedReport(user: TestUser = owner): Promise<{ id: string; token: string }> {
    const report = (
      await user.agent
        .post('/api/reports/share')
        .send({ analysisId: addAnalysis(user.workspaceId).id, title: 'Relatório da Padaria' })
        .expect(201)
    ).body as SharedReportView;
    return { id: report.id, token: tokenOf(report) };
  }
  /** A logged-out visit: the page load's view id. */
  async function visit(token: string): Promise<string> {
    const body = (await request(server).get(`/api/public/reports/${token}`).expect(200)).body as PublicSharedReport;
    expect(body.viewId).toEqual(expect.any(String));
    return body.viewId!;
  }
  const beacon = (token: string, body: unknown) =>
    request(server)
      .post(`/api/public/reports/${token}/events`)
      .set('Content-Type', 'application/json')
      .send(body as object);
  const viewRow = async (id: string) => (await queryDatabase<ViewRow>(testApp.database.url, 'select * from reports_share_view where id = $1', [id]))[0]!;
  /** The view as if opened `seconds` ago (a back-dated row: no waiting in a spec). */
  const openedAgo = (id: string, seconds: number) =>
    queryDatabase(testApp.database.url, `update reports_share_view set created_at = now() - make_interval(secs => $2) where id = $1`, [id, seconds]);
  const stored = async (metric: MetricName, dimension: string) => {
    const today = new Date();
    const points = await store.daily(owner.workspaceId, { metric, dimension, from: new Date(today.getTime() - 86_400_000), to: today });
    return points.reduce((sum, point) => sum + point.sum, 0);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), reportsPlugin], env: { PUBLIC_URL: 'https://app.otimiza.test/' } });
    server = testApp.server as never;
    store = testApp.app.get(MetricStorePort);
    [owner, stranger] = await Promise.all([createTestUser(testApp, { plan: 'pro' }), createTestUser(testApp, { plan: 'pro' })]);
  });
  afterAll(() => testApp?.close());

  it('starts a visit for a logged-out visitor, none for a member, and counts it per report in the metric store', async () => {
    const report = await sharedReport();
    const viewId = await visit(report.token);
    expect(await viewRow(viewId)).toMatchObject({ seconds: 0, interacted: false, downloads: 0, shares: 0, sections: [], bounced: false, left_at: null });
    const member = (await owner.agent.get(`/api/public/reports/${report.token}`).expect(200)).body as PublicSharedReport;
    expect(member.viewId).toBeNull();
    expect(await stored('share.views', report.id)).toBe(1);
  });

  it('adds the seconds in view, never more than the visit lasted, and the sections seen once each', async () => {
    const report = await sharedReport();
    const viewId = await visit(report.token);
    await openedAgo(viewId, 60);
    await beacon(report.token, { viewId, type: 'engagement', seconds: 40, sections: ['scores', 'metrics'] }).expect(204);
    // A late beacon with fewer seconds does not take any back; sections already seen are not counted again.
    await beacon(report.token, { viewId, type: 'engagement', seconds: 30, sections: ['scores', 'recommendations'] }).expect(204);
    expect(await viewRow(viewId)).toMatchObject({ seconds: 40, sections: ['scores', 'metrics', 'recommendations'] });
    // A page cannot claim an hour of a visit that began a minute ago.
    await beacon(report.token, { viewId, type: 'engagement', seconds: 3600, leaving: true }).expect(204);
    const row = await viewRow(viewId);
    expect(row.seconds).toBeGreaterThanOrEqual(60);
    expect(row.seconds).toBeLessThan(120);
    expect(row).toMatchObject({ bounced: false, left_at: expect.anything() });
    expect(await stored('share.time-spent', report.id)).toBe(row.seconds);
    expect(await stored('share.section-views', 'scores')).toBeGreaterThanOrEqual(1);
    expect(await stored('share.section-views', 'recommendations')).toBeGreaterThanOrEqual(1);
  });

  it('counts twenty downloads sent at once as twenty, and shares', async () => {
    const report = await sharedReport();
    const viewId = await visit(report.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => beacon(report.token, { viewId, type: 'download' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    await beacon(report.token, { viewId, type: 'share' }).expect(204);
    expect(await viewRow(viewId)).toMatchObject({ downloads: 20, shares: 1, interacted: true });
    expect(await stored('share.downloads', report.id)).toBe(20);
    expect(await stored('share.shares', report.id)).toBe(1);
  });

  it('calls a visit left within 10 s without interaction a bounce, once; one that interacted is not', async () => {
    const report = await sharedReport();
    const bounced = await visit(report.token);
    await beacon(report.token, { viewId: bounced, type: 'engagement', seconds: 2, interacted: false, leaving: true }).expect(204);
    await beacon(report.token, { viewId: bounced, type: 'engagement', seconds: 3, interacted: false, leaving: true }).expect(204);
    const stayed = await visit(report.token);
    await beacon(report.token, { viewId: stayed, type: 'engagement', seconds: 2, interacted: true, leaving: true }).expect(204);
    expect((await viewRow(bounced)).bounced).toBe(true);
    expect((await viewRow(stayed)).bounced).toBe(false);
    expect(await stored('share.bounces', report.id)).toBe(1);

    const figures = (await owner.agent.get('/api/reports/shared/analytics').expect(200)).body as { reports: { id: string; analytics: ShareAnalytics }[] };
    const mine = figures.reports.find((entry) => entry.id === report.id)!.analytics;
    expect(mine.views).toBe(2);
    expect(mine.bounceRate).toBe(50);
    expect(mine.avgTimeSpent).toBeGreaterThan(0);
    expect((await stranger.agent.get('/api/reports/shared/analytics').expect(200)).body).toEqual({ reports: [] });
  });

  it('refuses bad beacons with the error shape and writes nothing: not JSON, NUL, unknown fields, another report’s view, too many', async () => {
    const report = await sharedReport();
    const viewId = await visit(report.token);
    const before = await viewRow(viewId);
    const notJson = await request(server).post(`/api/public/reports/${report.token}/events`).set('Content-Type', 'text/plain').send('oi');
    expect([400, 415]).toContain(notJson.status);
    expect(notJson.body.error.type).toEqual(expect.any(String));
    const broken = await request(server).post(`/api/public/reports/${report.token}/events`).set('Content-Type', 'application/json').send('{"viewId":');
    expect(broken.status).toBe(400);
    expect((await beacon(report.token, { viewId, type: 'download\u0000' }).expect(400)).body.error.type).toBe('VALIDATION_ERROR');
    await beacon(report.token, { viewId, type: 'engagement', seconds: -1 }).expect(400);
    await beacon(report.token, { viewId, type: 'engagement', seconds: 10, ip: '203.0.113.9' }).expect(400);
    await beacon(report.token, { viewId, type: 'engagement', sections: ['cookies'] }).expect(400);
    expect(await viewRow(viewId)).toEqual(before);

    // Another report's view, another workspace's, an unknown one and an unknown token: the same 404.
    const other = await sharedReport(stranger);
    const foreignView = await visit(other.token);
    const foreign = await beacon(report.token, { viewId: foreignView, type: 'download' }).expect(404);
    const unknown = await beacon(report.token, { viewId: randomUUID(), type: 'download' }).expect(404);
    expect(foreign.body).toEqual(unknown.body);
    await beacon('x'.repeat(43), { viewId, type: 'download' }).expect(404);
    expect((await viewRow(foreignView)).downloads).toBe(0);
    // A revoked link takes no more beacons.
    await owner.agent.delete(`/api/reports/shared/${report.id}`).expect(200);
    await beacon(report.token, { viewId, type: 'download' }).expect(404);
    expect(await viewRow(viewId)).toEqual(before);
  });

  it('limits the beacons of one visit (429 with Retry-After)', async () => {
    const report = await sharedReport();
    const viewId = await visit(report.token);
    let refused: request.Response | undefined;
    for (let sent = 0; sent < 130 && !refused; sent += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => beacon(report.token, { viewId, type: 'engagement', seconds: 0 })));
      refused = answers.find((answer) => answer.status === 429);
    }
    expect(refused?.body.error.type).toBe('RATE_LIMIT');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sets no cookie on the public page and its calls, and keeps no address anywhere', async () => {
    const report = await sharedReport();
    const page = await request(server).get(`/r/${report.token}`);
    const open = await request(server).get(`/api/public/reports/${report.token}`).set('X-Forwarded-For', '203.0.113.9').expect(200);
    const viewId = (open.body as PublicSharedReport).viewId!;
    const sent = await beacon(report.token, { viewId, type: 'engagement', seconds: 1, leaving: true }).set('X-Forwarded-For', '203.0.113.9').expect(204);
    for (const answer of [page, open, sent]) expect(answer.headers['set-cookie']).toBeUndefined();

    const columns = await queryDatabase<{ table_name: string; column_name: string }>(
      testApp.database.url,
      `select table_name, column_name from information_schema.columns
        where table_name in ('reports_share_view', 'reports_shared_report', 'core_metric_daily', 'core_metric_source')`,
      [],
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const { table_name, column_name } of columns)
      expect(`${table_name}.${column_name}`).not.toMatch(/(^|_)(ip|address|addr|agent|user_agent|cookie|fingerprint)(_|$)/);
    const stored = JSON.stringify([
      ...(await queryDatabase(testApp.database.url, 'select * from reports_share_view', [])),
      ...(await queryDatabase(testApp.database.url, 'select * from core_metric_daily', [])),
      ...(await queryDatabase(testApp.database.url, 'select * from core_metric_source', [])),
      // The beacons' limits are counted per visit and per report, not per address.
      ...(await queryDatabase(testApp.database.url, "select * from core_rate_limit where key like 'reports:%'", [])),
    ]);
    expect(stored).not.toContain('203.0.113.9');
    expect(stored).not.toContain('127.0.0.1');
  });

  it('counts report runs: each PDF generated, each recurring report sent (once however often its event is delivered)', async () => {
    const analysis = addAnalysis(owner.workspaceId);
    await owner.agent.get(`/api/generate-pdf/${analysis.id}?language=pt`).expect(200);
    expect(await stored('reports.runs', 'pdf')).toBe(1);
    const today = new Date();
    const site = await store.daily(owner.workspaceId, { metric: 'reports.runs', site: analysis.url, from: today, to: today });
    expect(site.map((point) => point.value)).toEqual([1]);

    await testApp.app.get(EventsPort).publish(recurringReportSent, owner.workspaceId, { reportId: randomUUID(), name: 'Mensal', recipients: 2 });
    const deadline = Date.now() + 30_000;
    while ((await stored('reports.runs', 'recurring')) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored('reports.runs', 'recurring')).toBe(1);
  });
});
