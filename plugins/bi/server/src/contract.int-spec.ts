import { fileURLToPath } from 'node:url';
import { describePluginContract, type TestUser } from '@otimiza/sdk/testing';
import type { BiItemView } from '@otimiza/plugin-bi-shared';
import biPlugin from './index.js';

/** An item of the owner's workspace, created through the API. */
async function storedItem(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/bi/items').send({ name: 'Item do dono' }).expect(201);
  return (created.body as BiItemView).id;
}

describePluginContract(biPlugin, {
  crossWorkspace: {
    'GET /api/bi/items/{id}': { create: storedItem, call: (agent, id) => agent.get(`/api/bi/items/${id}`) },
    'DELETE /api/bi/items/{id}': { create: storedItem, call: (agent, id) => agent.delete(`/api/bi/items/${id}`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
