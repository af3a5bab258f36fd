import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { serverPlugins } from '../plugins/plugin-registry.generated.js';

/**
 * For every route that takes an id: how to create a resource in workspace A, and the request
 * for it. The spec checks that a user of workspace B gets exactly the 404 a missing id gets.
 * A new id route without a case here (or a reasoned exemption) fails the first spec.
 */
interface CrossWorkspaceCase {
  create(owner: TestUser, testApp: TestApp): Promise<string>;
  call(agent: TestUser['agent'], id: string): request.Test;
}

/** A completed analysis row of the owner's workspace, written directly: no audit needed here. */
async function storedAnalysis(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    await client.query(
      `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step,
         performance_score, accessibility_score, seo_score, best_practices_score, issues_count, optimized_html, completed_at, started_at)
       values ($1, $2, $3, 'https://exemplo.com.br/', 'exemplo.com.br', '/', 'desktop', 'completed', 100, 'complete', 80, 90, 95, 100, 3,
         '<!DOCTYPE html><html lang="pt-BR"><head><title>Exemplo</title></head><body></body></html>', now(), now())`,
      [id, owner.workspaceId, owner.userId],
    );
  } finally {
    await client.end();
  }
  return id;
}

/** A page fixed by the HTML tools, stored for the owner's workspace. */
async function storedHtmlFix(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    await client.query(
      `insert into analysis_html_fix (id, workspace_id, user_id, url, optimized_html, fixes) values ($1, $2, $3, 'https://exemplo.com.br/', '<!DOCTYPE html><html></html>', '[]')`,
      [id, owner.workspaceId, owner.userId],
    );
  } finally {
    await client.end();
  }
  return id;
}

/** An analysis of the owner's workspace with one FTP deploy in its history. */
async function storedAnalysisWithDeploy(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = await storedAnalysis(owner, testApp);
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    await client.query(
      `insert into analysis_deploy (id, workspace_id, user_id, analysis_id, url, host, remote_path, protocol, status, bytes_written)
       values ($1, $2, $3, $4, 'https://exemplo.com.br/', 'ftp.exemplo.com.br', '/public_html/index.html', 'ftps', 'succeeded', 90)`,
      [randomUUID(), owner.workspaceId, owner.userId, id],
    );
  } finally {
    await client.end();
  }
  return id;
}

/** A shared report of a stored analysis, created through the owner's API. */
async function storedSharedReport(owner: TestUser, testApp: TestApp): Promise<string> {
  const analysisId = await storedAnalysis(owner, testApp);
  const created = await owner.agent.post('/api/reports/share').send({ analysisId, title: 'Relatório' }).expect(201);
  return created.body.id as string;
}

/** A recurring report of the owner's workspace (the owner is enterprise: the plan allows it). */
async function storedRecurringReport(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    await client.query(
      `insert into reports_recurring_report (id, workspace_id, created_by, name, urls, frequency, recipients, settings, next_run)
       values ($1, $2, $3, 'Mensal', '["https://exemplo.com.br/"]', 'monthly', '["dono@exemplo.com.br"]', '{}', now() + interval '30 days')`,
      [id, owner.workspaceId, owner.userId],
    );
  } finally {
    await client.end();
  }
  return id;
}

/** An open sandbox checkout of the owner's workspace, created through the owner's API. */
async function sandboxCheckout(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/upgrade/create-checkout').send({ planType: 'lite' }).expect(200);
  return created.body.sessionId as string;
}

/** A finished AI tool run of the owner's workspace. */
async function storedToolRun(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  const client = new pg.Client({ connectionString: testApp.database.url });
  await client.connect();
  try {
    await client.query(
      `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, source, progress, result, completed_at)
       values ($1, $2, $3, 'competitor-analysis', 'https://exemplo.com.br/', 'completed', 'template', 100, '{}', now())`,
      [id, owner.workspaceId, owner.userId],
    );
  } finally {
    await client.end();
  }
  return id;
}

const cases: Record<string, CrossWorkspaceCase> = {
  'PATCH /api/recurring-reports/{id}': { create: storedRecurringReport, call: (agent, id) => agent.patch(`/api/recurring-reports/${id}`).send({ isActive: false }) },
  'GET /api/recurring-reports/{id}/runs': { create: storedRecurringReport, call: (agent, id) => agent.get(`/api/recurring-reports/${id}/runs`) },
  'DELETE /api/recurring-reports/{id}': { create: storedRecurringReport, call: (agent, id) => agent.delete(`/api/recurring-reports/${id}`) },
  'GET /api/analyses/{id}/preview': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}/preview`) },
  'GET /api/analyses/{id}/optimized-html': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}/optimized-html`) },
  'GET /api/html-fixes/{id}/preview': { create: storedHtmlFix, call: (agent, id) => agent.get(`/api/html-fixes/${id}/preview`) },
  'GET /api/html-fixes/{id}/download': { create: storedHtmlFix, call: (agent, id) => agent.get(`/api/html-fixes/${id}/download`) },
  'GET /api/analyses/{id}': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}`) },
  'GET /api/analyses/{id}/events': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}/events`) },
  'DELETE /api/analyses/{id}': { create: storedAnalysis, call: (agent, id) => agent.delete(`/api/analyses/${id}`) },
  'GET /api/analyses/{id}/deploys': { create: storedAnalysisWithDeploy, call: (agent, id) => agent.get(`/api/analyses/${id}/deploys`) },
  'DELETE /api/reports/shared/{id}': { create: storedSharedReport, call: (agent, id) => agent.delete(`/api/reports/shared/${id}`) },
  'GET /api/generate-pdf/{id}': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/generate-pdf/${id}?language=pt`) },
  'GET /api/ai-tools/runs/{id}': { create: storedToolRun, call: (agent, id) => agent.get(`/api/ai-tools/runs/${id}`) },
  'GET /api/billing/checkout-sessions/{id}': { create: sandboxCheckout, call: (agent, id) => agent.get(`/api/billing/checkout-sessions/${id}`) },
  'GET /api/billing/sandbox/checkout/{id}': { create: sandboxCheckout, call: (agent, id) => agent.get(`/api/billing/sandbox/checkout/${id}`) },
  'POST /api/billing/sandbox/checkout/{id}/pay': { create: sandboxCheckout, call: (agent, id) => agent.post(`/api/billing/sandbox/checkout/${id}/pay`) },
};

const exempt: Record<string, string> = {
  'POST /api/recurring-reports/{id}/run':
    'same ownership check as the other recurring-report routes (RecurringReportsService.row); not called here because a foreign call would be refused but an own call queues a real audit',
  'PATCH /api/admin/users/{id}': 'instance administration (ADMIN_EMAILS) across workspaces by design; non-admins get 403',
  'DELETE /api/admin/users/{id}/plan-grant': 'instance administration (ADMIN_EMAILS) across workspaces by design; non-admins get 403',
  'GET /api/public/reports/{token}':
    'a capability token, not a workspace id: public reports open for anyone, private ones only for members (404 otherwise); tested in shared-reports.int-spec.ts',
  'GET /api/public/reports/{token}/logo': 'the brand logo behind the same capability token and the same visibility rules; tested in shared-reports.int-spec.ts',
  'PUT /api/workspace/plugins/{pluginId}':
    'a plugin id of the instance, not a row of a workspace: the switch is written for the session’s workspace only; tested in workspace-plugins.int-spec.ts',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

describe('cross-workspace access', () => {
  let testApp: TestApp;
  let idRoutes: string[];

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins });
    const document = (await request(testApp.server as never).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    idRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      path.includes('{') ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`) : [],
    );
  });
  afterAll(() => testApp?.close());

  it('has a case or a reasoned exemption for every route that takes an id', () => {
    const uncovered = idRoutes.filter((route) => !(route in cases) && !(route in exempt));
    expect(uncovered, 'add these routes to `cases` in cross-workspace.int-spec.ts').toEqual([]);
  });

  it.each(Object.keys(cases))('%s answers another workspace exactly as a missing id', async (route) => {
    const spec = cases[route]!;
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const id = await spec.create(owner, testApp);
    const foreign = await spec.call(stranger.agent, id);
    const missing = await spec.call(stranger.agent, randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await spec.call(owner.agent, id)).status).toBeLessThan(400);
  });
});
