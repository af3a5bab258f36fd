import { fileURLToPath } from 'node:url';
import { describePluginContract, type TestUser } from '@otimiza/sdk/testing';
import type { SiteAuditItemView } from '@otimiza/plugin-site-audit-shared';
import siteAuditPlugin from './index.js';

/** An item of the owner's workspace, created through the API. */
async function storedItem(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/site-audit/items').send({ name: 'Item do dono' }).expect(201);
  return (created.body as SiteAuditItemView).id;
}

describePluginContract(siteAuditPlugin, {
  crossWorkspace: {
    'GET /api/site-audit/items/{id}': { create: storedItem, call: (agent, id) => agent.get(`/api/site-audit/items/${id}`) },
    'DELETE /api/site-audit/items/{id}': { create: storedItem, call: (agent, id) => agent.delete(`/api/site-audit/items/${id}`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
