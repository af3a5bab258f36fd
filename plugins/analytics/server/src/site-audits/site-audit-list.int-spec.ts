import { randomUUID } from 'node:crypto';
import type { SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { InMemorySiteAudits, inMemorySiteAuditsPlugin } from '@otimiza/plugin-site-audit-contract/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { SiteAuditList } from '@otimiza/plugin-analytics-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import analyticsPlugin from '../index.js';

const HOUR = 3_600_000;

/** A run created `hoursAgo` hours ago and finished half an hour later; its medians carry its age so a row says which run it is. */
function siteRun(hoursAgo: number, options: Partial<SiteAuditSummary> = {}): SiteAuditSummary {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  return {
    runId: randomUUID(),
    url: `https://loja-${hoursAgo}.example.com/`,
    strategy: 'mobile',
    status: 'completed',
    audited: 10 + hoursAgo,
    failed: hoursAgo % 3,
    medians: { performance: 50 + hoursAgo, accessibility: 90, seo: 91.5, bestPractices: 96 },
    createdAt: createdAt.toISOString(),
    finishedAt: new Date(createdAt.getTime() + HOUR / 2).toISOString(),
    ...options,
  };
}

describe('site audits on the analytics dashboard (GET /api/dashboard/site-audits)', () => {
  const siteAudits = new InMemorySiteAudits();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis')), inMemorySiteAuditsPlugin(siteAudits), analyticsPlugin] });
  });
  afterAll(() => testApp?.close());

  it('lists the workspace’s 20 newest finished site audits, newest first, with their pages, medians and report links, and no other workspace’s', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const other = await createTestUser(testApp, { plan: 'enterprise' });
    // 25 runs of the owner, added in no particular order, one of them cancelled; the other workspace's are all newer.
    const ages = [7, 3, 24, 1, 12, 5, 18, 2, 9, 22, 14, 4, 20, 6, 11, 25, 8, 16, 10, 13, 19, 15, 21, 17, 23];
    const owners = ages.map((age) => siteAudits.add(owner.workspaceId, siteRun(age, age === 2 ? { status: 'cancelled', audited: 4 } : {})));
    const others = [0.1, 0.2, 0.3].map((age) => siteAudits.add(other.workspaceId, siteRun(age, { url: 'https://outra.example.com/' })));

    const list = (await owner.agent.get('/api/dashboard/site-audits').expect(200)).body as SiteAuditList;
    expect(list.installed).toBe(true);
    expect(list.limit).toBe(20);
    const newest = [...owners].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 20);
    expect(list.siteAudits.map((row) => row.runId)).toEqual(newest.map((run) => run.runId));
    expect(list.siteAudits.map((row) => row.pagesAudited).slice(0, 4)).toEqual([11, 4, 13, 14]);
    expect(list.siteAudits.some((row) => others.some((run) => run.runId === row.runId))).toBe(false);
    const [first, second] = list.siteAudits;
    expect(first).toEqual({
      runId: owners[3]!.runId,
      url: 'https://loja-1.example.com/',
      strategy: 'mobile',
      status: 'completed',
      pagesAudited: 11,
      pagesFailed: 1,
      medians: { performance: 51, accessibility: 90, seo: 91.5, bestPractices: 96 },
      createdAt: owners[3]!.createdAt,
      finishedAt: owners[3]!.finishedAt,
      reportPath: `/site-audit/${owners[3]!.runId}`,
    });
    expect(second).toMatchObject({ status: 'cancelled', pagesAudited: 4, pagesFailed: 2 });
    // The oldest five (21 to 25 hours) are past the 20 listed.
    expect(list.siteAudits.some((row) => /loja-2[1-5]\./.test(row.url))).toBe(false);

    const theirs = (await other.agent.get('/api/dashboard/site-audits').expect(200)).body as SiteAuditList;
    expect(theirs.siteAudits.map((row) => row.runId)).toEqual(others.map((run) => run.runId));
  });

  it('answers an honest empty list for a workspace without a finished site audit', async () => {
    const newcomer = await createTestUser(testApp, { plan: 'enterprise' });
    expect((await newcomer.agent.get('/api/dashboard/site-audits').expect(200)).body).toEqual({ installed: true, siteAudits: [], limit: 20 });
  });
});
