import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { AnalyticsSummary, KpiList, KpiView } from '@otimiza/plugin-analytics-shared';
import analyticsPlugin from '../index.js';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const now = new Date();
/** YYYY-MM of the month `offset` months from this one. */
const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
const revenueOf = (list: KpiList) => list.kpis.find((kpi) => kpi.id === 'revenue') as KpiView | undefined;

/**
 * The revenue KPI appears only with revenue data — customer success's clients with MRR, or a
 * revenue series imported into business intelligence — and carries the stored figure.
 */
describe('analytics revenue KPI', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis', 'customer-success', 'bi')), analyticsPlugin] });
  });
  afterAll(() => testApp?.close());

  const kpis = async (user: TestUser, query = '') => (await user.agent.get(`/api/dashboard/kpis${query}`).expect(200)).body as KpiList;
  const importCsv = (user: TestUser, rows: string[]) =>
    user.agent
      .post('/api/bi/series/import')
      .send({ filename: 'series.csv', content: ['date,metric,value,unit', ...rows].join('\n') })
      .expect(201);

  it('shows no revenue KPI without revenue data, not even with another imported series', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await importCsv(owner, [`${month(-1)},orders,820,count`, `${month(0)},orders,840,count`]);
    expect(revenueOf(await kpis(owner))).toBeUndefined();
    expect((await kpis(owner, '?category=revenue')).kpis).toEqual([]);
    const summary = (await owner.agent.get('/api/dashboard/analytics').expect(200)).body as AnalyticsSummary;
    expect(summary.totalRevenue.value).toBeNull();
    expect(summary.totalRevenue.reason?.pt).toMatch(/^Sem dados de receita/);
    // A client without MRR is no revenue either.
    await owner.agent.post('/api/cs/customers').send({ name: 'Cliente sem contrato', mrr: 0 }).expect(201);
    await owner.agent.post('/api/dashboard/refresh').expect(200);
    expect(revenueOf(await kpis(owner))).toBeUndefined();
  });

  it('reads the MRR of the clients active at the period’s end and at the previous period’s from customer success', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    await agency.agent
      .post('/api/cs/customers')
      .send({ name: 'Padaria Pão Quente', mrr: 1500.5, startDate: isoDay(new Date(now.getTime() - 60 * DAY_MS)) })
      .expect(201);
    await agency.agent
      .post('/api/cs/customers')
      .send({ name: 'Loja Nova', mrr: 2000, startDate: isoDay(now) })
      .expect(201);
    const leaving = (
      await agency.agent
        .post('/api/cs/customers')
        .send({ name: 'Oficina Antiga', mrr: 700, startDate: isoDay(new Date(now.getTime() - 90 * DAY_MS)) })
        .expect(201)
    ).body as { customerId: string };
    await agency.agent.put(`/api/cs/customers/${leaving.customerId}`).send({ status: 'churned' }).expect(200);

    const list = await kpis(agency, '?category=revenue');
    expect(list.kpis.map((kpi) => kpi.id)).toEqual(['revenue']);
    // Today: the bakery and the new shop (the workshop left); 30 days ago: the bakery and the workshop.
    expect(list.kpis[0]).toMatchObject({
      metric: 'customers.mrr',
      unit: 'brl',
      category: 'revenue',
      value: 3500.5,
      previousValue: 2200.5,
      change: 1300,
      trend: 'up',
      forecast: null,
      reason: null,
    });
    expect(list.kpis[0]!.changePercentage).toBeCloseTo((1300 / 2200.5) * 100, 2);
    const summary = (await agency.agent.get('/api/dashboard/analytics?category=scores').expect(200)).body as AnalyticsSummary;
    expect(summary.totalRevenue).toEqual({ value: 3500.5, reason: null });
    // A target on it gives the status, as on any KPI.
    await agency.agent.put('/api/dashboard/kpis/revenue/target').send({ target: 3800 }).expect(200);
    expect(revenueOf(await kpis(agency))).toMatchObject({ target: 3800, status: 'good' });
  });

  it('reads an imported monthly revenue series in BRL as stored: the month of the period’s end, against the month of the previous period’s end', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const values = new Map([
      [month(-2), 98_000],
      [month(-1), 101_500.75],
      [month(0), 104_250],
    ]);
    await importCsv(
      owner,
      [...values].map(([yearMonth, value]) => `${yearMonth},revenue,${value},BRL`),
    );
    const list = await kpis(owner);
    const revenue = revenueOf(list)!;
    const previousTo = isoDay(new Date(Date.parse(`${list.from}T00:00:00Z`) - DAY_MS));
    expect(revenue).toMatchObject({ metric: 'import.revenue', unit: 'brl', value: 104_250, previousValue: values.get(previousTo.slice(0, 7)), days: 1 });
    expect(revenue.forecastReason?.pt).toMatch(/modelo de receita do Business Intelligence/);
    const summary = (await owner.agent.get('/api/dashboard/analytics').expect(200)).body as AnalyticsSummary;
    expect(summary.totalRevenue).toEqual({ value: 104_250, reason: null });
    // Another workspace's import is not this one's revenue.
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    expect(revenueOf(await kpis(stranger))).toBeUndefined();
  });

  it('totals a daily imported revenue series over the 30 days up to the period’s end', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // 40 days of 'receita' (the Portuguese name), 100 + the day's age: the last 30 days hold ages 0–29.
    const rows = Array.from({ length: 40 }, (_, age) => `${isoDay(new Date(now.getTime() - age * DAY_MS))},receita,${100 + age},BRL`);
    await importCsv(owner, rows);
    const list = await kpis(owner, '?period=7d');
    const lastThirty = Array.from({ length: 30 }, (_, age) => 100 + age).reduce((sum, value) => sum + value, 0);
    // Seven days earlier: ages 7–36.
    const previous = Array.from({ length: 30 }, (_, age) => 107 + age).reduce((sum, value) => sum + value, 0);
    expect(revenueOf(list)).toMatchObject({ metric: 'import.revenue', value: lastThirty, previousValue: previous, days: 7, trend: 'down' });
  });
});
