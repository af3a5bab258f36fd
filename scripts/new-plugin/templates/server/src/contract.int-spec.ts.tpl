import { fileURLToPath } from 'node:url';
import { describePluginContract } from '@otimiza/host-testing';
import { InMemoryAnalyses, inMemoryAnalysesPlugin, type TestUser } from '@otimiza/sdk/testing';
import type { __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import __CAMEL__Plugin from './index.js';

/** An item of the owner's workspace, created through the API. */
async function storedItem(owner: TestUser): Promise<string> {
  const created = await owner.agent.post('/api/__ID__/items').send({ name: 'Item do dono', url: 'exemplo.com.br' }).expect(201);
  return (created.body as __PASCAL__ItemView).id;
}

describePluginContract(__CAMEL__Plugin, {
  // The plugin requires the analysis plugin: a stand-in provides its port (a plugin's spec imports no other plugin).
  mountedWith: [inMemoryAnalysesPlugin(new InMemoryAnalyses())],
  crossWorkspace: {
    'GET /api/__ID__/items/{id}': { create: storedItem, call: (agent, id) => agent.get(`/api/__ID__/items/${id}`) },
    'DELETE /api/__ID__/items/{id}': { create: storedItem, call: (agent, id) => agent.delete(`/api/__ID__/items/${id}`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
