import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { describePluginContract } from '@otimiza/host-testing';
import analysisPlugin from './index.js';

/** A completed analysis row of the owner's workspace, written directly: no audit needed here. */
async function storedAnalysis(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    testApp.database.url,
    `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step,
       performance_score, accessibility_score, seo_score, best_practices_score, issues_count, optimized_html, completed_at, started_at)
     values ($1, $2, $3, 'https://exemplo.com.br/', 'exemplo.com.br', '/', 'desktop', 'completed', 100, 'complete', 80, 90, 95, 100, 3,
       '<!DOCTYPE html><html lang="pt-BR"><head><title>Exemplo</title></head><body></body></html>', now(), now())`,
    [id, owner.workspaceId, owner.userId],
  );
  return id;
}

/** A page fixed by the HTML tools, stored for the owner's workspace. */
async function storedHtmlFix(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    testApp.database.url,
    `insert into analysis_html_fix (id, workspace_id, user_id, url, optimized_html, fixes) values ($1, $2, $3, 'https://exemplo.com.br/', '<!DOCTYPE html><html></html>', '[]')`,
    [id, owner.workspaceId, owner.userId],
  );
  return id;
}

/** An analysis of the owner's workspace with one FTP deploy in its history. */
async function storedAnalysisWithDeploy(owner: TestUser, testApp: TestApp): Promise<string> {
  const id = await storedAnalysis(owner, testApp);
  await queryDatabase(
    testApp.database.url,
    `insert into analysis_deploy (id, workspace_id, user_id, analysis_id, url, host, remote_path, protocol, status, bytes_written)
     values ($1, $2, $3, $4, 'https://exemplo.com.br/', 'ftp.exemplo.com.br', '/public_html/index.html', 'ftps', 'succeeded', 90)`,
    [randomUUID(), owner.workspaceId, owner.userId, id],
  );
  return id;
}

describePluginContract(analysisPlugin, {
  publicRoutes: {
    'GET /api/v1/analyze':
      'the former way to start an audit through the public API: it answers 405 to anyone, naming POST /api/v1/analyze, and starts nothing (a GET changes no state)',
  },
  crossWorkspace: {
    'GET /api/analyses/{id}': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}`) },
    'GET /api/v1/analyses/{id}': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/v1/analyses/${id}`) },
    'GET /api/analyses/{id}/events': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}/events`) },
    'DELETE /api/analyses/{id}': { create: storedAnalysis, call: (agent, id) => agent.delete(`/api/analyses/${id}`) },
    'GET /api/analyses/{id}/preview': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}/preview`) },
    'GET /api/analyses/{id}/optimized-html': { create: storedAnalysis, call: (agent, id) => agent.get(`/api/analyses/${id}/optimized-html`) },
    'GET /api/analyses/{id}/deploys': { create: storedAnalysisWithDeploy, call: (agent, id) => agent.get(`/api/analyses/${id}/deploys`) },
    'GET /api/html-fixes/{id}/preview': { create: storedHtmlFix, call: (agent, id) => agent.get(`/api/html-fixes/${id}/preview`) },
    'GET /api/html-fixes/{id}/download': { create: storedHtmlFix, call: (agent, id) => agent.get(`/api/html-fixes/${id}/download`) },
    'DELETE /api/analysis/skipped-fixes/{fixId}':
      "its id names a fix of the fixer's catalogue, not a row: it restores the fix in the caller's own workspace only (html-tools.int-spec: another workspace's DELETE leaves the owner's choice)",
  },
  catalogs: fileURLToPath(new URL('../../web/src/locales', import.meta.url)),
});
