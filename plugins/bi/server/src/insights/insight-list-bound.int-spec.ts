import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { maxListedInsights, type InsightList, type MetricList } from '@otimiza/plugin-bi-shared';
import biPlugin from '../index.js';

const today = new Date();
const monthStart = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
const name = (index: number) => `m${String(index).padStart(3, '0')}`;

/** `count` metrics of seven months each, steady until a last month far off: one anomaly per metric. */
const anomalousMetrics = (count: number) =>
  [
    'date,metric,value,unit',
    ...Array.from({ length: count }, (_, index) =>
      [10, 11, 10, 11, 10, 11, 500].map((value, month) => `${monthStart(month - 6)},${name(index + 1)},${value},count`),
    ).flat(),
  ].join('\n');

describe('the business intelligence insight list is bounded', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [biPlugin] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`answers the ${maxListedInsights} most severe insights and says others were computed`, async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({ filename: 'anomalias.csv', content: anomalousMetrics(maxListedInsights + 50) })
      .expect(201);
    // The last metric made critical: its anomaly is the most severe and leads the list.
    const last = name(maxListedInsights + 50);
    const critical = ((await owner.agent.get(`/api/bi/metrics?search=${last}`).expect(200)).body as MetricList).metrics[0]!;
    await owner.agent.put(`/api/bi/metrics/${critical.id}`).send({ significance: 'critical' }).expect(200);

    const list = (await owner.agent.get('/api/bi/insights').expect(200)).body as InsightList;
    expect(list.insights).toHaveLength(maxListedInsights);
    expect(list.hasMore).toBe(true);
    expect(list.insights[0]).toMatchObject({ kind: 'anomaly', severity: 'high', metricId: critical.id });
    expect(list.insights.slice(1).every((insight) => insight.severity !== 'high')).toBe(true);
  }, 120_000);

  it('says nothing is left out when every insight fits', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({ filename: 'anomalias.csv', content: anomalousMetrics(10) })
      .expect(201);
    const list = (await owner.agent.get('/api/bi/insights').expect(200)).body as InsightList;
    expect(list.insights.filter((insight) => insight.kind === 'anomaly')).toHaveLength(10);
    expect(list.hasMore).toBe(false);
  }, 120_000);
});
