import { fileURLToPath } from 'node:url';
import { EntityManager } from '@mikro-orm/postgresql';
import { type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import auditPlugin from './index.js';
import { AuditReportSchema } from './data/audit-report.entity.js';

/** A completed report of the owner's workspace (stored as a finished run stores it: a PDF and publishing need one). */
async function storedReport(owner: TestUser, testApp: TestApp): Promise<string> {
  const em = testApp.app.get(EntityManager).fork();
  const report = em.create(AuditReportSchema, {
    workspace: owner.workspaceId,
    title: 'Auditoria do dono',
    description: '',
    type: 'comprehensive',
    status: 'completed',
    urls: ['https://doceria.example.com/'],
    frameworks: ['wcag-22'],
    progress: { done: 1, total: 1, currentUrl: null },
    summary: {
      overallScore: null,
      totalChecks: 0,
      passed: 0,
      failed: 0,
      riskLevel: 'none',
      failedBySeverity: { critical: 0, high: 0, medium: 0, low: 0 },
      correctedByFixer: 0,
    },
    auditor: { name: 'axe-core', certification: null, version: 'test' },
    siteErrors: [],
    error: null,
    monitorId: null,
    createdBy: owner.userId,
    startedAt: new Date(),
    completedAt: new Date(),
    publishedAt: null,
    shareTokenHash: null,
  });
  await em.flush();
  return report.id;
}

const monitorBody = { name: 'Monitor do dono', urls: ['https://doceria.example.com/'], frameworks: ['lgpd'], frequency: 'weekly' };
async function storedMonitor(owner: TestUser): Promise<string> {
  return (await owner.agent.post('/api/audit/monitoring').send(monitorBody).expect(201)).body.id as string;
}

describePluginContract(auditPlugin, {
  publicRoutes: {
    'GET /api/public/audit/reports/{token}/pdf':
      'a published audit report’s PDF for whoever has its link (a client, an auditor) without an account; the random token is the capability and only its hash is stored',
  },
  crossWorkspace: {
    'GET /api/audit/reports/{id}': { create: storedReport, call: (agent, id) => agent.get(`/api/audit/reports/${id}`) },
    'DELETE /api/audit/reports/{id}': { create: storedReport, call: (agent, id) => agent.delete(`/api/audit/reports/${id}`) },
    'POST /api/audit/reports/{id}/publish': { create: storedReport, call: (agent, id) => agent.post(`/api/audit/reports/${id}/publish`) },
    'POST /api/audit/reports/{id}/send-email': {
      create: storedReport,
      call: (agent, id) => agent.post(`/api/audit/reports/${id}/send-email`).send({ recipients: ['cliente@example.com'] }),
    },
    'GET /api/audit/reports/{id}/pdf': { create: storedReport, call: (agent, id) => agent.get(`/api/audit/reports/${id}/pdf`) },
    'PATCH /api/audit/monitoring/{id}': { create: storedMonitor, call: (agent, id) => agent.patch(`/api/audit/monitoring/${id}`).send({ status: 'paused' }) },
    'DELETE /api/audit/monitoring/{id}': { create: storedMonitor, call: (agent, id) => agent.delete(`/api/audit/monitoring/${id}`) },
    'POST /api/audit/monitoring/{id}/run': { create: storedMonitor, call: (agent, id) => agent.post(`/api/audit/monitoring/${id}/run`) },
    'GET /api/audit/monitoring/{id}/runs': { create: storedMonitor, call: (agent, id) => agent.get(`/api/audit/monitoring/${id}/runs`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
