import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import analysisPlugin from '../index.js';

describe('GET /api/dashboard/stats', () => {
  let testApp: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(() => testApp?.close());

  async function store(url: string, scores: [number, number, number, number], lcp: number, createdAt: string, status = 'completed') {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      await client.query(
        `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score,
           best_practices_score, largest_contentful_paint_ms, created_at) values ($1, $2, $3, 'exemplo.com.br', '/', 'desktop', $4, $5, $6, $7, $8, $9, $10)`,
        [randomUUID(), user.workspaceId, url, status, ...scores, lcp, createdAt],
      );
    } finally {
      await client.end();
    }
  }

  it('computes every figure from the stored analyses of the workspace', async () => {
    const thisMonth = new Date().toISOString();
    await store('https://a.com.br/', [60, 70, 80, 90], 3000, '2020-01-10T12:00:00Z'); // mean 75
    await store('https://a.com.br/', [80, 90, 100, 90], 2000, thisMonth); //              mean 90: +15
    await store('https://b.com.br/', [50, 50, 50, 50], 4000, '2020-02-01T12:00:00Z'); // mean 50
    await store('https://b.com.br/', [55, 55, 55, 55], 1000, thisMonth); //              mean 55: +5
    await store('https://c.com.br/', [10, 10, 10, 10], 9000, thisMonth, 'failed'); //   failed: not counted
    const stats = (await user.agent.get('/api/dashboard/stats').expect(200)).body;
    expect(stats).toEqual({ totalAnalyses: 4, monthlyAnalyses: 2, thisMonth: 2, avgImprovement: 10, avgLoadTime: 2500 });

    const other = await createTestUser(testApp, { plan: 'pro' });
    expect((await other.agent.get('/api/dashboard/stats').expect(200)).body).toEqual({
      totalAnalyses: 0,
      monthlyAnalyses: 0,
      thisMonth: 0,
      avgImprovement: null,
      avgLoadTime: null,
    });
  });
});
