import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisPort } from '@otimiza/sdk/server';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';

const url = 'https://loja.com.br/';
const at = (hour: number) => new Date(`2026-03-02T${String(hour).padStart(2, '0')}:00:00Z`);

describe('AnalysisPort.latestBefore, like with like', () => {
  let testApp: TestApp;
  let user: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      // The same unchanged page: a single mobile run, a desktop run, a mobile median of three, then the mobile audit compared.
      for (const [name, strategy, hour, score, runs] of [
        ['mobile', 'mobile', 9, 60, null],
        ['desktop', 'desktop', 12, 90, null],
        ['mobileThreeRuns', 'mobile', 13, 64, 3],
        ['current', 'mobile', 18, 61, 1],
      ] as const) {
        ids[name] = randomUUID();
        await client.query(
          `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score,
             best_practices_score, created_at, page_speed_results) values ($1, $2, $3, 'loja.com.br', '/', $4, 'completed', $5, 90, 90, 90, $6, $7)`,
          [
            ids[name],
            user.workspaceId,
            url,
            strategy,
            score,
            at(hour),
            JSON.stringify({ metrics: {}, opportunities: [], failingAudits: [], ...(runs === null ? {} : { auditRuns: runs }) }),
          ],
        );
      }
    } finally {
      await client.end();
    }
  });
  afterAll(() => testApp?.close());

  it('answers the previous audit of the same strategy and run count when given the audit compared', async () => {
    const port = testApp.app.get(AnalysisPort);
    const current = (await port.findCompleted(user.workspaceId, ids.current!))!;
    expect(current).toMatchObject({ strategy: 'mobile', auditRuns: 1 });
    expect((await port.latestBefore(user.workspaceId, url, at(18), current))?.id).toBe(ids.mobile);
    expect((await port.latestBefore(user.workspaceId, url, at(18), { strategy: 'mobile', auditRuns: 3 }))?.id).toBe(ids.mobileThreeRuns);
    expect((await port.latestBefore(user.workspaceId, url, at(18), { strategy: 'desktop' }))?.id).toBe(ids.desktop);
    expect(await port.latestBefore(user.workspaceId, url, at(12), { strategy: 'desktop' })).toBeNull();
    // Without `like`, the latest audit of any kind, as before (the AI tools' lookup of a page's state).
    expect((await port.latestBefore(user.workspaceId, url, at(18)))?.id).toBe(ids.mobileThreeRuns);
  });
});
