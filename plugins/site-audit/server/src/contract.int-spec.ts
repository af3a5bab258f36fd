import { fileURLToPath } from 'node:url';
import { InMemoryAnalyses, inMemoryAnalysesPlugin, type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { afterAll, beforeAll } from 'vitest';
import siteAuditPlugin from './index.js';
import { htmlDownloadFeature, standInAudit } from './runs/testing/stand-in-audits.js';
import { startTestSite, type TestSite } from './testing/index.js';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ crawlDelaySeconds: 0 });
});
afterAll(() => site?.close());

/** A run of the owner's workspace, started through the API on the loopback test site. */
async function storedRun(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/site-audit/runs').send({ url: site.origin }).expect(201);
  return (created.body as SiteAuditRunView).id;
}

const runCase = (call: (agent: TestUser['agent'], id: string) => ReturnType<TestUser['agent']['get']>) => ({ create: storedRun, call });

/** A run of the owner's workspace, over (cancelled as it starts): one that can be shared. */
async function finishedRun(owner: TestUser): Promise<string> {
  const id = await storedRun(owner);
  await owner.agent.post(`/api/site-audit/runs/${id}/cancel`).expect(200);
  return id;
}

/** A finished run of the owner's workspace with its share link. */
async function sharedRun(owner: TestUser): Promise<string> {
  const id = await finishedRun(owner);
  await owner.agent.post(`/api/site-audit/runs/${id}/share`).expect(201);
  return id;
}

describePluginContract(siteAuditPlugin, {
  mountedWith: [inMemoryAnalysesPlugin(new InMemoryAnalyses((_workspaceId, url) => standInAudit(url)), { features: [htmlDownloadFeature] })],
  // Each case starts a run of the same workspace: more at once than a workspace may have by default.
  env: { ALLOW_PRIVATE_TARGETS: 'true', SITE_AUDIT_ACTIVE_RUNS: '20' },
  publicRoutes: {
    'GET /api/public/site-audits/{token}':
      'a site report opened by its share link: the token is the capability, for anyone who has it; unknown and revoked tokens answer 404 (share-link.int-spec.ts)',
    'GET /api/public/site-audits/{token}/logo': 'the white-label logo of a shared site report, behind the same token',
  },
  crossWorkspace: {
    'GET /api/site-audit/runs/{id}': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}`)),
    'GET /api/site-audit/runs/{id}/events': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/events`)),
    'POST /api/site-audit/runs/{id}/cancel': runCase((agent, id) => agent.post(`/api/site-audit/runs/${id}/cancel`)),
    'GET /api/site-audit/runs/{id}/report': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/report`)),
    'GET /api/site-audit/runs/{id}/pages': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/pages`)),
    'GET /api/site-audit/runs/{id}/export.csv': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/export.csv`)),
    'GET /api/site-audit/runs/{id}/export.json': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/export.json`)),
    'GET /api/site-audit/runs/{id}/report.pdf': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/report.pdf`)),
    'GET /api/site-audit/runs/{id}/fixed-html.zip': runCase((agent, id) => agent.get(`/api/site-audit/runs/${id}/fixed-html.zip`)),
    'POST /api/site-audit/runs/{id}/send-email': {
      create: finishedRun,
      call: (agent, id) => agent.post(`/api/site-audit/runs/${id}/send-email`).send({ recipients: ['cliente@example.com'] }),
    },
    'POST /api/site-audit/runs/{id}/share': { create: finishedRun, call: (agent, id) => agent.post(`/api/site-audit/runs/${id}/share`) },
    'GET /api/site-audit/runs/{id}/share': { create: sharedRun, call: (agent, id) => agent.get(`/api/site-audit/runs/${id}/share`) },
    'DELETE /api/site-audit/runs/{id}/share': { create: sharedRun, call: (agent, id) => agent.delete(`/api/site-audit/runs/${id}/share`) },
    'GET /api/v1/site-audits/{id}': runCase((agent, id) => agent.get(`/api/v1/site-audits/${id}`)),
    'GET /api/v1/site-audits/{id}/report': runCase((agent, id) => agent.get(`/api/v1/site-audits/${id}/report`)),
    'GET /api/v1/site-audits/{id}/pages': runCase((agent, id) => agent.get(`/api/v1/site-audits/${id}/pages`)),
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
