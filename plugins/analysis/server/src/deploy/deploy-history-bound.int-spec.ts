import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { maxListedDeploys, type DeployList } from '@otimiza/plugin-analysis-shared';
import analysisPlugin from '../index.js';

/** A completed analysis of the owner's workspace, written directly. */
async function storedAnalysis(testApp: TestApp, owner: TestUser): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    testApp.database.url,
    `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step, completed_at, started_at)
     values ($1, $2, $3, 'https://exemplo.com.br/', 'exemplo.com.br', '/', 'desktop', 'completed', 100, 'complete', now(), now())`,
    [id, owner.workspaceId, owner.userId],
  );
  return id;
}

/** `count` deploys of the analysis, the n-th made n minutes ago and named `/deploy-n.html` by its remote path. */
async function storedDeploys(testApp: TestApp, owner: TestUser, analysisId: string, count: number): Promise<void> {
  await queryDatabase(
    testApp.database.url,
    `insert into analysis_deploy (id, workspace_id, user_id, analysis_id, url, host, remote_path, protocol, status, bytes_written, created_at)
     select gen_random_uuid(), $1, $2, $3, 'https://exemplo.com.br/', 'ftp.exemplo.com.br', '/deploy-' || n || '.html', 'ftps', 'succeeded', 90,
            now() - make_interval(mins => n)
     from generate_series(1, $4::int) as n`,
    [owner.workspaceId, owner.userId, analysisId, count],
  );
}

describe('the deploy history of an analysis is bounded', () => {
  let testApp: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`answers the ${maxListedDeploys} newest deploys, newest first, and says older ones exist`, async () => {
    const analysisId = await storedAnalysis(testApp, owner);
    await storedDeploys(testApp, owner, analysisId, maxListedDeploys + 50);
    const list = (await owner.agent.get(`/api/analyses/${analysisId}/deploys`).expect(200)).body as DeployList;
    expect(list.deploys).toHaveLength(maxListedDeploys);
    expect(list.deploys.map((deploy) => deploy.remotePath)).toEqual(Array.from({ length: maxListedDeploys }, (_, index) => `/deploy-${index + 1}.html`));
    expect(list.hasMore).toBe(true);
  });

  it('says nothing is left out when the history fits', async () => {
    const analysisId = await storedAnalysis(testApp, owner);
    await storedDeploys(testApp, owner, analysisId, maxListedDeploys);
    const list = (await owner.agent.get(`/api/analyses/${analysisId}/deploys`).expect(200)).body as DeployList;
    expect(list.deploys).toHaveLength(maxListedDeploys);
    expect(list.hasMore).toBe(false);
  });
});
