import { fileURLToPath } from 'node:url';
import { describePluginContract, type TestUser } from '@otimiza/sdk/testing';
import type { CustomerSuccessItemView } from '@otimiza/plugin-customer-success-shared';
import customerSuccessPlugin from './index.js';

/** An item of the owner's workspace, created through the API. */
async function storedItem(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/customer-success/items').send({ name: 'Item do dono' }).expect(201);
  return (created.body as CustomerSuccessItemView).id;
}

describePluginContract(customerSuccessPlugin, {
  crossWorkspace: {
    'GET /api/customer-success/items/{id}': { create: storedItem, call: (agent, id) => agent.get(`/api/customer-success/items/${id}`) },
    'DELETE /api/customer-success/items/{id}': { create: storedItem, call: (agent, id) => agent.delete(`/api/customer-success/items/${id}`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
