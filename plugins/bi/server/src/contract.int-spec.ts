import { fileURLToPath } from 'node:url';
import { type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import type { DashboardView, ExportResult, ImportResult, ModelList } from '@otimiza/plugin-bi-shared';
import biPlugin from './index.js';

const csv = 'date,metric,value,unit\n2026-01-01,leads,10,count\n2026-02-01,leads,12,count\n';

/** An imported metric of the owner's workspace. */
async function storedMetric(owner: TestUser): Promise<string> {
  return ((await owner.agent.post('/api/bi/series/import').send({ content: csv }).expect(201)).body as ImportResult).metrics[0]!.id;
}

async function storedDashboard(owner: TestUser): Promise<string> {
  return ((await owner.agent.post('/api/bi/dashboards').send({ title: 'Do dono', category: 'custom', widgets: [] }).expect(201)).body as DashboardView).id;
}

async function storedReport(owner: TestUser): Promise<string> {
  return ((await owner.agent.post('/api/bi/export').send({ format: 'csv', filters: {} }).expect(201)).body as ExportResult).id;
}

/** The owner's revenue model, active on a steady monthly series (predict runs only active models). */
async function storedModel(owner: TestUser): Promise<string> {
  const now = new Date();
  const months = Array.from({ length: 14 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13 + index, 1)).toISOString().slice(0, 7),
  );
  const content = ['date,metric,value,unit', ...months.map((month, index) => `${month},revenue,${1000 + 25 * index + (index % 2) * 5},BRL`)].join('\n');
  await owner.agent.post('/api/bi/series/import').send({ content }).expect(201);
  const model = ((await owner.agent.get('/api/bi/models?category=revenue').expect(200)).body as ModelList).models[0]!;
  if (model.deployment.status !== 'active') throw new Error(`the steady revenue series left the model ${model.deployment.status}`);
  return model.id;
}

/** Each stored dashboard's first view (an interaction names the view it happened in). */
const viewOf = new Map<string, string>();
async function viewedDashboard(owner: TestUser): Promise<string> {
  const id = await storedDashboard(owner);
  viewOf.set(id, (await owner.agent.get(`/api/bi/dashboards/${id}/data`).expect(200)).body.viewId as string);
  return id;
}

describePluginContract(biPlugin, {
  publicRoutes: {
    'GET /api/bi/shared-dashboards/{token}':
      'a dashboard its owner chose to share, for whoever holds its link without an account; the random token is the capability and only its hash is stored',
    'POST /api/bi/shared-dashboards/{token}/interactions':
      'a visitor of a shared dashboard’s link counts an interaction with the view the link opened (the token and the view id both needed)',
  },
  crossWorkspace: {
    'PUT /api/bi/metrics/{id}': { create: storedMetric, call: (agent, id) => agent.put(`/api/bi/metrics/${id}`).send({ significance: 'low' }) },
    'POST /api/bi/models/{id}/predict': { create: storedModel, call: (agent, id) => agent.post(`/api/bi/models/${id}/predict`).send({}) },
    'PUT /api/bi/dashboards/{id}': { create: storedDashboard, call: (agent, id) => agent.put(`/api/bi/dashboards/${id}`).send({ title: 'Outro' }) },
    'DELETE /api/bi/dashboards/{id}': { create: storedDashboard, call: (agent, id) => agent.delete(`/api/bi/dashboards/${id}`) },
    'GET /api/bi/dashboards/{id}/data': { create: storedDashboard, call: (agent, id) => agent.get(`/api/bi/dashboards/${id}/data`) },
    'POST /api/bi/dashboards/{id}/interactions': {
      create: viewedDashboard,
      call: (agent, id) => agent.post(`/api/bi/dashboards/${id}/interactions`).send({ viewId: viewOf.get(id) ?? '00000000-0000-4000-8000-000000000000' }),
    },
    'GET /api/bi/reports/{id}/download': { create: storedReport, call: (agent, id) => agent.get(`/api/bi/reports/${id}/download`) },
    'PUT /api/bi/reports/{id}/schedule': {
      create: storedReport,
      call: (agent, id) => agent.put(`/api/bi/reports/${id}/schedule`).send({ enabled: false, frequency: 'weekly', recipients: [] }),
    },
    'DELETE /api/bi/reports/{id}': { create: storedReport, call: (agent, id) => agent.delete(`/api/bi/reports/${id}`) },
  },
  storeRows: async (owner) => {
    await owner.agent.get('/api/bi/system').expect(200);
    await owner.agent
      .put('/api/bi/market-intelligence/dataset')
      .send({ source: { name: 'Pesquisa setorial do dono' }, marketSize: { total: 1000000, growth: 5 } })
      .expect(200);
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
