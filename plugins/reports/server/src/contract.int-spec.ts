import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { completedAnalysisRecord, InMemoryAnalyses, inMemoryAnalysesPlugin, proofWithoutChange, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import reportsPlugin from './index.js';

const analyses = new InMemoryAnalyses();

/** A completed analysis of the owner's workspace, as the analysis plugin's port would answer it. */
async function storedAnalysis(owner: TestUser): Promise<string> {
  const scores = { performance: 80, accessibility: 90, seo: 95, bestPractices: 100 };
  const record = completedAnalysisRecord('https://exemplo.com.br/', {
    strategy: 'desktop',
    scores,
    verification: proofWithoutChange(scores),
    context: { companyName: 'Exemplo', businessType: null, sector: null, location: null, targetAudience: null },
  });
  return analyses.add(owner.workspaceId, record).id;
}

/** A shared report of a stored analysis, created through the owner's API. */
async function storedSharedReport(owner: TestUser): Promise<string> {
  const created = await owner.agent
    .post('/api/reports/share')
    .send({ analysisId: await storedAnalysis(owner), title: 'Relatório' })
    .expect(201);
  return created.body.id as string;
}

/** A recurring report of the owner's workspace (the owner is enterprise: the plan allows it). */
async function storedRecurringReport(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    testApp.database.url,
    `insert into reports_recurring_report (id, workspace_id, created_by, name, urls, frequency, recipients, settings, next_run)
     values ($1, $2, $3, 'Mensal', '["https://exemplo.com.br/"]', 'monthly', '["dono@exemplo.com.br"]', '{}', now() + interval '30 days')`,
    [id, owner.workspaceId, owner.userId],
  );
  return id;
}

describePluginContract(reportsPlugin, {
  mountedWith: [inMemoryAnalysesPlugin(analyses)],
  publicRoutes: {
    'GET /api/public/reports/{token}':
      'a shared report opened by its link: a capability token, public reports for anyone and private ones for members only (shared-reports.int-spec.ts)',
    'GET /api/public/reports/{token}/logo': 'the brand logo of a shared report, behind the same token and the same visibility rules',
    'POST /api/public/reports/{token}/events':
      'the beacons of a shared report’s public page (time in view, downloads, shares), behind the same token and visibility rules, per visit id; no cookie (share-analytics.int-spec.ts)',
  },
  crossWorkspace: {
    'PATCH /api/recurring-reports/{id}': {
      create: storedRecurringReport,
      call: (agent, id) => agent.patch(`/api/recurring-reports/${id}`).send({ isActive: false }),
    },
    'GET /api/recurring-reports/{id}/runs': { create: storedRecurringReport, call: (agent, id) => agent.get(`/api/recurring-reports/${id}/runs`) },
    'DELETE /api/recurring-reports/{id}': { create: storedRecurringReport, call: (agent, id) => agent.delete(`/api/recurring-reports/${id}`) },
    'POST /api/recurring-reports/{id}/run':
      'same ownership check as the other recurring-report routes (RecurringReportsService.row); not called here because an own call would queue a real audit',
    'DELETE /api/reports/shared/{id}': { create: storedSharedReport, call: (agent, id) => agent.delete(`/api/reports/shared/${id}`) },
    'POST /api/reports/analyses/{id}/send-email': {
      create: storedAnalysis,
      call: (agent, id) => agent.post(`/api/reports/analyses/${id}/send-email`).send({ recipients: ['cliente@example.com'] }),
    },
    'GET /api/generate-pdf/{id}': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/generate-pdf/${id}?language=pt`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
