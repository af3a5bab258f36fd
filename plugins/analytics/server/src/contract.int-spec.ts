import { fileURLToPath } from 'node:url';
import { describePluginContract, type TestUser } from '@otimiza/sdk/testing';
import type { AnalyticsItemView } from '@otimiza/plugin-analytics-shared';
import analyticsPlugin from './index.js';

/** An item of the owner's workspace, created through the API. */
async function storedItem(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/analytics/items').send({ name: 'Item do dono' }).expect(201);
  return (created.body as AnalyticsItemView).id;
}

describePluginContract(analyticsPlugin, {
  crossWorkspace: {
    'GET /api/analytics/items/{id}': { create: storedItem, call: (agent, id) => agent.get(`/api/analytics/items/${id}`) },
    'DELETE /api/analytics/items/{id}': { create: storedItem, call: (agent, id) => agent.delete(`/api/analytics/items/${id}`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
