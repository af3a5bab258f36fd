import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { ImportResult, MetricList } from '@otimiza/plugin-bi-shared';
import biPlugin from '../index.js';
import { SeriesService } from '../series/series.service.js';
import { MetricsService } from './metrics.service.js';

/** One row per metric, each a metric of its own (`m00001`, `m00002`, …). */
const distinctMetrics = (count: number) =>
  ['date,metric,value,unit', ...Array.from({ length: count }, (_, index) => `2026-01-01,m${String(index + 1).padStart(5, '0')},${index + 1},count`)].join('\n');

describe('the business intelligence metric list and imports at scale', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [biPlugin] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const count = async (table: string, workspaceId: string) =>
    Number((await queryDatabase<{ n: string }>(testApp.database.url, `select count(*) as n from ${table} where workspace_id = $1`, [workspaceId]))[0]!.n);

  it('imports a file of 10 000 distinct metrics, in batches inside one transaction', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const answer = await owner.agent.post('/api/bi/series/import').send({ filename: 'muitas.csv', content: distinctMetrics(10_000) });
    expect(answer.status).toBe(201);
    const result = answer.body as ImportResult;
    expect(result.rows).toBe(10_000);
    expect(result.metrics).toHaveLength(10_000);
    expect(await count('bi_metric', owner.workspaceId)).toBe(10_000);
    expect(await count('bi_series_point', owner.workspaceId)).toBe(10_000);
    // Imported again: the same metrics, each day once.
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: distinctMetrics(10_000) })
      .expect(201);
    expect(await count('bi_metric', owner.workspaceId)).toBe(10_000);

    // Twenty readers at once each get one page of it, not ten thousand forecasts.
    const pages = await Promise.all(Array.from({ length: 20 }, (_, index) => owner.agent.get(`/api/bi/metrics?page=${index + 1}`)));
    pages.forEach((page, index) => {
      expect(page.status).toBe(200);
      const list = page.body as MetricList;
      expect(list).toMatchObject({ total: 10_000, page: index + 1, limit: 24, hasMore: true });
      expect(list.metrics).toHaveLength(24);
    });
    const last = (await owner.agent.get('/api/bi/metrics?page=100&limit=100').expect(200)).body as MetricList;
    expect(last).toMatchObject({ total: 10_000, hasMore: false });
    expect(last.metrics.map((metric) => metric.name.pt).at(-1)).toBe('m10000');
  }, 180_000);

  it('pages the metric list: a bounded page size, every metric once in a stable order, filters before paging, deep pages refused', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: distinctMetrics(250) })
      .expect(201);
    const first = (await owner.agent.get('/api/bi/metrics').expect(200)).body as MetricList;
    expect(first).toMatchObject({ total: 250, page: 1, limit: 24, hasMore: true, clientSeries: 'unavailable' });
    expect(first.metrics).toHaveLength(24);

    // A metric made critical leads the list.
    const critical = first.metrics.at(-1)!;
    await owner.agent.put(`/api/bi/metrics/${critical.id}`).send({ significance: 'critical' }).expect(200);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const list = (await owner.agent.get(`/api/bi/metrics?page=${page}&limit=100`).expect(200)).body as MetricList;
      expect(list.metrics).toHaveLength(page < 3 ? 100 : 50);
      expect(list.hasMore).toBe(page < 3);
      seen.push(...list.metrics.map((metric) => metric.id));
    }
    expect(new Set(seen).size).toBe(250);
    expect(seen[0]).toBe(critical.id);
    expect(((await owner.agent.get('/api/bi/metrics?page=1&limit=100').expect(200)).body as MetricList).metrics.map((metric) => metric.id)).toEqual(
      seen.slice(0, 100),
    );

    // The search and the category are applied before the page is cut: m00010 to m00019.
    const searched = (await owner.agent.get('/api/bi/metrics?search=m0001&limit=5').expect(200)).body as MetricList;
    expect(searched).toMatchObject({ total: 10, hasMore: true });
    expect(searched.metrics).toHaveLength(5);
    expect(((await owner.agent.get('/api/bi/metrics?category=financial').expect(200)).body as MetricList).total).toBe(0);

    const tooLarge = await owner.agent.get('/api/bi/metrics?limit=101').set('Accept-Language', 'en').expect(400);
    expect(tooLarge.body.error.message).toBe('The limit must be a whole number from 1 to 100.');
    const tooDeep = await owner.agent.get('/api/bi/metrics?page=101&limit=100').expect(400);
    expect(tooDeep.body.error).toMatchObject({ type: 'VALIDATION_ERROR', details: { fields: [{ path: 'page' }] } });
    expect(tooDeep.body.error.message).toContain('primeiros 10.000 itens');
  });

  it('computes one page once for twenty identical reads at once, and again after an import', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: distinctMetrics(30) })
      .expect(201);
    const pages = vi.spyOn(testApp.app.get(SeriesService), 'page');
    const metrics = testApp.app.get(MetricsService);
    const query = { category: 'all', search: '', page: 1, limit: 50 } as const;
    // Twenty reads started together (as twenty requests in flight): one computation, one answer.
    const answers = await Promise.all(Array.from({ length: 20 }, () => metrics.list(owner.workspaceId, query)));
    expect(pages).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect(answer).toBe(answers[0]);
    expect(answers[0]!.total).toBe(30);
    // One in flight when an import ends is not answered to the reads after it.
    const before = metrics.list(owner.workspaceId, query);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: distinctMetrics(40) })
      .expect(201);
    expect((await metrics.list(owner.workspaceId, query)).total).toBe(40);
    await before;
    expect(pages).toHaveBeenCalledTimes(3);
    pages.mockRestore();
  });
});
