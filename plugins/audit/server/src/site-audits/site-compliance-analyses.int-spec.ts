import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReportDetail } from '@otimiza/plugin-audit-shared';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import { InMemoryAnalyses, createTestUser, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { InMemorySiteAudits, inMemorySiteAuditsPlugin } from '@otimiza/plugin-site-audit-contract/testing';
import { createTestApp } from '@otimiza/host-testing';
import auditPlugin from '../index.js';
import { analysisOf } from '../testing/page-inspection.fixture.js';

const SITE = 'https://floricultura.example.com.br/';

/** A completed analysis of `url` at `createdAt` whose Largest Contentful Paint took `lcp` ms (its other vitals within budget). */
function analysis(url: string, createdAt: string, lcp: number): AnalysisRecord {
  const record = analysisOf({ 'largest-contentful-paint': lcp, 'cumulative-layout-shift': 0.02, 'total-blocking-time': 120 });
  return { ...record, id: randomUUID(), url, domain: new URL(url).host, createdAt, completedAt: createdAt };
}

async function completed(owner: TestUser, id: string): Promise<AuditReportDetail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await owner.agent.get(`/api/audit/reports/${id}`).expect(200);
    if (body.status !== 'draft' && body.status !== 'in_progress') return body as AuditReportDetail;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('compliance over a site audit reads each page’s own analysis from the run', () => {
  let testApp: TestApp;
  let owner: TestUser;
  const analyses = new InMemoryAnalyses();
  const siteAudits = new InMemorySiteAudits();

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), inMemorySiteAuditsPlugin(siteAudits), auditPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(() => testApp?.close());

  it('scores the Core Web Vitals of every page from the analysis the site audit made, not from a later one of the address', async () => {
    const runAt = new Date(Date.now() - 3_600_000).toISOString();
    const slow = analyses.add(owner.workspaceId, analysis(`${SITE}produtos/rosas`, runAt, 4200));
    const fast = analyses.add(owner.workspaceId, analysis(`${SITE}contato`, runAt, 1800));
    // A later analysis of the slow page, outside the run: the report must not read it.
    analyses.add(owner.workspaceId, analysis(`${SITE}produtos/rosas`, new Date().toISOString(), 1500));
    const runId = randomUUID();
    siteAudits.add(
      owner.workspaceId,
      {
        runId,
        url: SITE,
        strategy: 'mobile',
        status: 'completed',
        audited: 2,
        failed: 0,
        medians: { performance: 80 },
        createdAt: runAt,
        finishedAt: runAt,
      },
      [
        { url: slow.url, group: '/produtos/:slug', analysisId: slow.id },
        { url: fast.url, group: '/contato', analysisId: fast.id },
      ],
    );

    const { body: created } = await owner.agent.post('/api/audit/reports').send({ title: 'Vitals do site', type: 'performance', siteRunId: runId }).expect(201);
    const report = await completed(owner, created.id);
    expect(report.status).toBe('completed');
    const lcp = report.siteReport!.checks.find((check) => check.checkId === 'largest-contentful-paint')!;
    expect(lcp).toMatchObject({ frameworkId: 'core-web-vitals', failed: 1, passed: 1, score: 50 });
    expect(lcp.pages.map((page) => [page.url, page.status])).toEqual([
      [slow.url, 'failed'],
      [fast.url, 'passed'],
    ]);
    const slowResult = report.checks.find((check) => check.id === lcp.pages[0]!.resultId)!;
    expect(slowResult.evidence).toEqual([{ kind: 'metric', url: slow.url, metric: { id: 'largest-contentful-paint', value: 4200, budget: 2500, unit: 'ms' } }]);
    const cls = report.siteReport!.checks.find((check) => check.checkId === 'cumulative-layout-shift')!;
    expect(cls).toMatchObject({ failed: 0, passed: 2, score: 100 });
    expect(report.summary).toMatchObject({ passed: 5, failed: 1 });
  });
});

describe('compliance on an instance without site audits', () => {
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [auditPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });

  afterAll(() => testApp?.close());

  it('offers no site audit and answers one named with a clear 404, in the reader’s language', async () => {
    expect((await owner.agent.get('/api/audit/site-audits').expect(200)).body).toEqual({ installed: false, runs: [] });
    const refused = await owner.agent.post('/api/audit/reports').set('Accept-Language', 'en').send({ title: 'Site', siteRunId: randomUUID() }).expect(404);
    expect(refused.body.error).toMatchObject({
      message: 'Site audits are not installed on this instance: audit addresses instead of a site.',
      details: { code: 'SITE_AUDITS_NOT_INSTALLED' },
    });
    expect((await owner.agent.get('/api/audit/reports').expect(200)).body.total).toBe(0);
  });
});
