import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
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
    await store('https://a.com.br/', [60, 70, 80, 90], 3000, '2020-01-10T12:00:00Z');
    await store('https://a.com.br/', [80, 90, 100, 90], 2000, thisMonth); //              +20, +20, +20, 0: +15
    await store('https://b.com.br/', [50, 50, 50, 50], 4000, '2020-02-01T12:00:00Z');
    await store('https://b.com.br/', [55, 51, 50, 50], 1000, thisMonth); //              performance +5 and accessibility +1 are noise: 0
    await store('https://c.com.br/', [10, 10, 10, 10], 9000, thisMonth, 'failed'); //   failed: not counted
    const stats = (await user.agent.get('/api/dashboard/stats').expect(200)).body;
    // The unchanged page counts as stable, not as a small improvement: (15 + 0) / 2.
    expect(stats).toEqual({ totalAnalyses: 4, monthlyAnalyses: 2, thisMonth: 2, avgImprovement: 7.5, avgLoadTime: 2500 });

    const other = await createTestUser(testApp, { plan: 'pro' });
    expect((await other.agent.get('/api/dashboard/stats').expect(200)).body).toEqual({
      totalAnalyses: 0,
      monthlyAnalyses: 0,
      thisMonth: 0,
      avgImprovement: null,
      avgLoadTime: null,
    });
  });

  it('keeps the figures through the stable-change migration, down and up again', async () => {
    const orm = testApp.app.get(MikroORM, { strict: false });
    const read = async () => (await user.agent.get('/api/dashboard/stats').expect(200)).body.avgImprovement;
    expect(await read()).toBe(7.5);
    const migration = 'analysis-20261126000000-stable-change';
    await orm.migrator.down({ migrations: [migration] });
    // Before it, the raw mean of the changes: a +15, b (5 + 1) / 4 = 1.5 → 8.25, read 8.3.
    expect(await read()).toBe(8.3);
    await orm.migrator.up({ migrations: [migration] });
    expect(await read()).toBe(7.5);
  });
});
