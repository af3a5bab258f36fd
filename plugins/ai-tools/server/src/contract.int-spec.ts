import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import aiToolsPlugin from './index.js';

/** A finished AI tool run of the owner's workspace. */
async function storedToolRun(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    testApp.database.url,
    `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, source, progress, result, completed_at)
     values ($1, $2, $3, 'competitor-analysis', 'https://exemplo.com.br/', 'completed', 'template', 100, '{}', now())`,
    [id, owner.workspaceId, owner.userId],
  );
  return id;
}

describePluginContract(aiToolsPlugin, {
  mountedWith: [inMemoryAnalysesPlugin(new InMemoryAnalyses())],
  crossWorkspace: {
    'GET /api/ai-tools/runs/{id}': { create: storedToolRun, call: (agent, id) => agent.get(`/api/ai-tools/runs/${id}`) },
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
