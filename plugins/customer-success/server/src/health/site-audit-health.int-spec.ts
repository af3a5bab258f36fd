import { randomUUID } from 'node:crypto';
import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import { createTestUser } from '@otimiza/sdk/testing';
import { InMemorySiteAudits } from '@otimiza/plugin-site-audit-contract/testing';
import type { CustomerView } from '@otimiza/plugin-customer-success-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWithClient, analysisRecord, startCsApp, uniform, type CsApp } from '../testing/cs-test-kit.js';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const scores = (performance: number, accessibility: number, seo: number, bestPractices: number): AnalysisCategoryScores => ({
  performance,
  accessibility,
  seo,
  bestPractices,
});

/** A finished run of `url` created `days` ago (finished an hour later). */
function siteRun(
  url: string,
  days: number,
  medians: Partial<AnalysisCategoryScores>,
  options: { audited?: number; strategy?: 'desktop' | 'mobile'; status?: 'completed' | 'cancelled' } = {},
): SiteAuditSummary {
  const createdAt = daysAgo(days);
  return {
    runId: randomUUID(),
    url,
    strategy: options.strategy ?? 'mobile',
    status: options.status ?? 'completed',
    audited: options.audited ?? 32,
    failed: 0,
    medians,
    createdAt: createdAt.toISOString(),
    finishedAt: new Date(createdAt.getTime() + 3_600_000).toISOString(),
  };
}

describe('customer health with whole-site audits (SiteAuditsPort)', () => {
  const siteAudits = new InMemorySiteAudits();
  let app: CsApp;

  beforeAll(async () => {
    app = await startCsApp({ siteAudits });
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  it('scores a client’s site by its latest site audit’s medians, trended against the same address and device 30 days back, and says so', async () => {
    const agency = await createTestUser(app.testApp, { plan: 'enterprise' });
    const other = await createTestUser(app.testApp, { plan: 'enterprise' });
    const site = 'https://loja-a.example.com/';
    // One page of the site audited on its own: read no more once the site has a site audit.
    app.analyses.add(agency.workspaceId, analysisRecord(`${site}produtos/1`, uniform(40), daysAgo(2)));
    // Outside the 30 days, another device, cancelled: none of them is the trend's reference or the latest.
    siteAudits.add(agency.workspaceId, siteRun(site, 40, scores(10, 10, 10, 10)));
    siteAudits.add(agency.workspaceId, siteRun(site, 20, scores(63, 80, 90, 95)));
    siteAudits.add(agency.workspaceId, siteRun(site, 10, scores(20, 20, 20, 20), { strategy: 'desktop' }));
    const latest = siteAudits.add(agency.workspaceId, siteRun(site, 1, scores(71, 88, 92, 96), { audited: 32 }));
    siteAudits.add(agency.workspaceId, siteRun(site, 0.5, scores(5, 5, 5, 5), { status: 'cancelled' }));
    // Another workspace's newer run of the same host is its own.
    const theirRun = siteAudits.add(other.workspaceId, siteRun(site, 0.1, scores(30, 30, 30, 30), { audited: 5 }));

    const created = (
      await agency.agent
        .post('/api/cs/customers')
        .send({ name: 'Loja A', sites: ['https://www.loja-a.example.com/'] })
        .expect(201)
    ).body as CustomerView;

    // Medians 71, 88, 92, 96 → 86.75; 20 days back (same address, mobile) 63, 80, 90, 95 → 82: trend +4.75; 86.75 + 4.75 / 2 → 89.
    expect(created.factors.product).toMatchObject({ score: 89, sites: 1, averageSiteScore: 87, trend: 5, failingSites: 0 });
    expect(created.factors.product.explanation).toBe('1 site auditado (mediana de 32 páginas): média 87, tendência +5 pts em 30 dias.');
    expect(created.siteAudits).toEqual([
      {
        runId: latest.runId,
        url: site,
        strategy: 'mobile',
        pages: 32,
        medians: scores(71, 88, 92, 96),
        finishedAt: latest.finishedAt,
        reportPath: `/site-audit/${latest.runId}`,
      },
    ]);
    const english = (await agency.agent.get(`/api/cs/customers/${created.customerId}`).set('Accept-Language', 'en').expect(200)).body as CustomerView;
    expect(english.factors.product.explanation).toBe('1 site audited (median of 32 pages): average 87, trend +5 pts in 30 days.');

    // The other workspace's client on the same host reads its own run, never the agency's.
    const theirs = (
      await other.agent
        .post('/api/cs/customers')
        .send({ name: 'Loja A', sites: [site] })
        .expect(201)
    ).body as CustomerView;
    expect(theirs.factors.product).toMatchObject({ score: 30, sites: 1, averageSiteScore: 30, trend: 0, failingSites: 1 });
    expect(theirs.factors.product.explanation).toBe('1 site auditado (mediana de 5 páginas): média 30, tendência 0 pts em 30 dias; 1 com falhas.');
    expect(theirs.siteAudits?.map((audit) => audit.runId)).toEqual([theirRun.runId]);
  });

  it('keeps the single-page path for a site without a site audit, and names both kinds when a client has each', async () => {
    const agency = await createTestUser(app.testApp, { plan: 'enterprise' });
    const audited = 'https://loja-b.example.com/';
    const pageOnly = 'https://blog-b.example.com/';
    app.analyses.add(agency.workspaceId, analysisRecord(pageOnly, uniform(60), daysAgo(12)));
    app.analyses.add(agency.workspaceId, analysisRecord(pageOnly, uniform(66), daysAgo(1)));
    // A desktop audit earlier in the window is not what the mobile one is trended against (66 − 90 would read −24).
    app.analyses.add(agency.workspaceId, { ...analysisRecord(pageOnly, uniform(90), daysAgo(20)), strategy: 'desktop' });
    // A run where no page had every category is no site score: its site is not read from it.
    siteAudits.add(agency.workspaceId, siteRun('https://loja-c.example.com/', 2, { performance: 50, accessibility: 70 }));

    const single = (
      await agency.agent
        .post('/api/cs/customers')
        .send({ name: 'Blog B', sites: [pageOnly] })
        .expect(201)
    ).body as CustomerView;
    // 66 now, 60 twelve days ago on the same device: trend +6, 66 + 3 → 69.
    expect(single.factors.product).toMatchObject({ score: 69, sites: 1, averageSiteScore: 66, trend: 6 });
    expect(single.factors.product.explanation).toBe('1 site auditado (uma página): média 66, tendência +6 pts em 30 dias.');
    expect(single.siteAudits).toEqual([]);

    siteAudits.add(agency.workspaceId, siteRun(audited, 3, scores(40, 60, 80, 100), { audited: 12 }));
    const both = (
      await agency.agent
        .post('/api/cs/customers')
        .send({ name: 'Loja e Blog B', sites: [audited, pageOnly, 'https://loja-c.example.com/'] })
        .expect(201)
    ).body as CustomerView;
    // Site 70 (medians 40, 60, 80, 100; no earlier run: trend 0), page 66 (trend +6): mean 68, trend +3 → 69.5 → 70.
    expect(both.factors.product).toMatchObject({ score: 70, sites: 2, averageSiteScore: 68, trend: 3 });
    expect(both.factors.product.explanation).toBe('2 sites auditados (1 pela mediana de 12 páginas, 1 por uma página): média 68, tendência +3 pts em 30 dias.');
    expect(both.siteAudits?.map((audit) => [audit.url, audit.pages])).toEqual([[audited, 12]]);
  });

  it('reads a client workspace’s own site audits for its client, without a link into a workspace the agency is not in', async () => {
    const { agency, clientId } = await agencyWithClient(app.testApp, 'Doceria Site');
    const run = siteAudits.add(clientId, siteRun('https://doceria-site.example.com/', 2, scores(90, 90, 90, 90), { audited: 7 }));
    // The agency's own run of the host is not the client workspace's.
    siteAudits.add(agency.workspaceId, siteRun('https://doceria-site.example.com/', 1, scores(10, 10, 10, 10)));
    const list = (await agency.agent.get('/api/cs/customers').expect(200)).body as { customers: CustomerView[] };
    const customer = list.customers.find((entry) => entry.customerName === 'Doceria Site')!;
    expect(customer.factors.product).toMatchObject({ score: 90, sites: 1, averageSiteScore: 90 });
    expect(customer.factors.product.explanation).toBe('1 site auditado (mediana de 7 páginas): média 90, tendência 0 pts em 30 dias.');
    expect(customer.siteAudits).toEqual([expect.objectContaining({ runId: run.runId, pages: 7, reportPath: null })]);
  });
});
