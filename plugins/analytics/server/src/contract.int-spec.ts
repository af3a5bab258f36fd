import { fileURLToPath } from 'node:url';
import { type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract, installedPlugins } from '@otimiza/host-testing';
import type { CustomReportResult } from '@otimiza/plugin-analytics-shared';
import analyticsPlugin from './index.js';

/** A stored PDF report of the owner's workspace, made through the API. */
async function storedReport(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/dashboard/custom-report').send({ format: 'pdf' }).expect(200);
  return (created.body as CustomReportResult).filename;
}

describePluginContract(analyticsPlugin, {
  mountedWith: await installedPlugins('analysis'),
  crossWorkspace: {
    'GET /api/dashboard/custom-report/{filename}': {
      create: storedReport,
      call: (agent, filename) => agent.get(`/api/dashboard/custom-report/${filename}`),
    },
    'PUT /api/dashboard/kpis/{id}/target': 'A KPI id names a KPI of the catalogue, not a row: each workspace sets its own target under the same id.',
  },
  storeRows: async (owner) => {
    await owner.agent.put('/api/dashboard/kpis/performance/target').send({ target: 80 }).expect(200);
    await owner.agent.get('/api/dashboard/kpis').expect(200);
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
