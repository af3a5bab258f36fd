import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyAgentOf, createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';

describe('GET /api/dashboard/stats', () => {
  let testApp: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(() => testApp?.close());

  async function store(
    url: string,
    scores: [number, number, number, number],
    lcp: number,
    createdAt: string,
    status = 'completed',
    like: { workspaceId?: string; strategy?: 'desktop' | 'mobile'; runs?: number } = {},
  ) {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      await client.query(
        `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score,
           best_practices_score, largest_contentful_paint_ms, created_at, page_speed_results)
         values ($1, $2, $3, 'exemplo.com.br', '/', $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          randomUUID(),
          like.workspaceId ?? user.workspaceId,
          url,
          like.strategy ?? 'desktop',
          status,
          ...scores,
          lcp,
          createdAt,
          like.runs === undefined ? null : JSON.stringify({ auditRuns: like.runs }),
        ],
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
    const likeWithLike = ['analysis-20261128181630-url-stats-rebuild', 'analysis-20261128181629-url-stats-like-with-like'];
    for (const later of likeWithLike) await orm.migrator.down({ migrations: [later] });
    await orm.migrator.down({ migrations: [migration] });
    // Before it, the raw mean of the changes: a +15, b (5 + 1) / 4 = 1.5 → 8.25, read 8.3.
    expect(await read()).toBe(8.3);
    await orm.migrator.up({ migrations: [migration] });
    expect(await read()).toBe(7.5);
    for (const later of likeWithLike.toReversed()) await orm.migrator.up({ migrations: [later] });
    expect(await read()).toBe(7.5);
  });

  it('compares like with like: same URL, strategy and run count; the public analytics agree', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const at = (day: number, hour: number) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
    const read = async () => (await owner.agent.get('/api/dashboard/stats').expect(200)).body;
    // The same unchanged page, its mobile then its desktop audit of the same day: no pair to compare.
    await store('https://loja.com.br/', [60, 90, 92, 95], 3000, at(2, 10), 'completed', { workspaceId: owner.workspaceId, strategy: 'mobile' });
    await store('https://loja.com.br/', [85, 90, 92, 95], 1500, at(2, 11), 'completed', { workspaceId: owner.workspaceId, strategy: 'desktop' });
    expect((await read()).avgImprovement).toBeNull();
    // Audited again, each strategy unchanged: 0, not +5,0 from a cross-strategy pair.
    await store('https://loja.com.br/', [60, 90, 92, 95], 3000, at(3, 10), 'completed', { workspaceId: owner.workspaceId, strategy: 'mobile' });
    await store('https://loja.com.br/', [85, 90, 92, 95], 1500, at(3, 11), 'completed', { workspaceId: owner.workspaceId, strategy: 'desktop' });
    expect((await read()).avgImprovement).toBe(0);
    // A median of three runs is not compared with a single run: the +20 below pairs with nothing yet.
    await store('https://loja.com.br/', [80, 90, 92, 95], 2000, at(4, 10), 'completed', { workspaceId: owner.workspaceId, strategy: 'mobile', runs: 3 });
    expect((await read()).avgImprovement).toBe(0);
    await store('https://loja.com.br/', [88, 90, 92, 95], 1800, at(5, 10), 'completed', { workspaceId: owner.workspaceId, strategy: 'mobile', runs: 3 });
    // Mobile single runs 0, desktop 0, mobile three runs +8 on performance: (0 + 0 + 8 / 4) / 3.
    const stats = await read();
    expect(stats.avgImprovement).toBe(0.7);

    const api = await apiKeyAgentOf(testApp, owner);
    expect((await api.get('/api/v1/analytics').expect(200)).body).toEqual(stats);
  });
});
