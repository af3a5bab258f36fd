import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventsPort, JobQueue, MetricStorePort, type DomainEvent, type MetricSample, type PublishedEvent } from '@otimiza/sdk/server';
import { biMetricAlert } from '@otimiza/plugin-bi-contract';
import { recurringReportFailed, recurringReportSent } from '@otimiza/plugin-reports-contract';
import { type CustomerRecord } from '@otimiza/plugin-customer-success-contract';
import { completedAnalysisRecord, createTestUser, eventually, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase } from '@otimiza/sdk/testing';
import type { TestApp, TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type {
  DashboardData,
  DashboardView,
  ImportResult,
  MetricList,
  MetricView,
  ModelList,
  ModelView,
  InsightList,
  ReportList,
  SystemSummary,
} from '@otimiza/plugin-bi-shared';
import biPlugin from './index.js';
import { backtest, forecastWith } from './stats/forecasting.js';
import { DashboardAlertsScheduler } from './dashboards/dashboard-alerts.scheduler.js';
import { ModelRetrainScheduler } from './models/model-retrain.scheduler.js';
import { trainChurnModel } from './models/train-model.js';
import { formatValue } from './reports/report-content.js';
import { REPORT_SEND_ATTEMPTS, reportSendJob, reportSendJobId } from './reports/report-send.job.js';
import { ReportScheduler } from './reports/report.scheduler.js';
import { JobRuns } from './system/job-runs.js';
import { STUCK_AFTER_MS, SystemService } from './system/system.service.js';
import { CustomerRecordsStandIn, customerRecordsPlugin } from './testing/customer-records.stand-in.js';

const records = new CustomerRecordsStandIn();
/** The sites' analyses: their business type is the workspace's cohort for vsIndustry. */
const analyses = new InMemoryAnalyses();
const dayMs = 86_400_000;
const today = new Date();
/** The first day of the month `offset` months from this one (YYYY-MM-DD). */
const monthStart = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
const noonDaysAgo = (days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - days * dayMs);

/** `months` months of revenue with a yearly season and noise (Park–Miller, so every run sees the same numbers). */
function seasonalRevenue(months = 24): number[] {
  let state = 7;
  const noise = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647 - 0.5;
  };
  return Array.from({ length: months }, (_, index) => Math.round(100_000 + 1_500 * index + 20_000 * Math.sin((2 * Math.PI * index) / 12) + 4_000 * noise()));
}

type PayloadOf<E> = E extends DomainEvent<infer P> ? P : never;

/** Asks `find` every 200 ms until it answers something (a notification the API lists); fails naming `what` after 30 s. */
async function until<T>(find: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const csvOf = (rows: (string | number)[][]) => ['date,metric,value,unit', ...rows.map((row) => row.join(','))].join('\n');

describe('business intelligence against the real host', () => {
  let testApp: TestApp;
  let user: TestUser;
  const alerts: PublishedEvent<PayloadOf<typeof biMetricAlert>>[] = [];
  const sent: PublishedEvent<PayloadOf<typeof recurringReportSent>>[] = [];
  const failed: PublishedEvent<PayloadOf<typeof recurringReportFailed>>[] = [];

  beforeAll(async () => {
    // The notification centre turns the dashboard alerts into notifications.
    testApp = await createTestApp({
      plugins: [biPlugin, customerRecordsPlugin(records), inMemoryAnalysesPlugin(analyses), ...(await installedPlugins('notifications'))],
    });
    testApp.app.get(EventsPort).subscribe(biMetricAlert, 'core.spec-bi-metric-alert', async (event) => void alerts.push(event));
    testApp.app.get(EventsPort).subscribe(recurringReportSent, 'core.spec-bi-report-sent', async (event) => void sent.push(event));
    testApp.app.get(EventsPort).subscribe(recurringReportFailed, 'core.spec-bi-report-failed', async (event) => void failed.push(event));
    user = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const metricsOf = async (agent: TestUser['agent'], query = '') => (await agent.get(`/api/bi/metrics${query}`).expect(200)).body as MetricList;
  const modelsOf = async (agent: TestUser['agent']) => ((await agent.get('/api/bi/models').expect(200)).body as ModelList).models;
  const pointCount = async (workspaceId: string) =>
    Number(
      (await queryDatabase<{ count: string }>(testApp.database.url, 'select count(*) from bi_series_point where workspace_id = $1', [workspaceId]))[0]!.count,
    );

  it('forecasts a seasonal revenue CSV: the 90-day interval holds the 3 held-out months, with the backtested confidence', async () => {
    const revenue = seasonalRevenue();
    // Months -20..0 are uploaded; the series' last 3 months (1..3 ahead) are held out by the spec.
    const uploaded = revenue.slice(0, 21).map((value, index) => [monthStart(index - 20).slice(0, 7), 'revenue', value, 'BRL']);
    const imported = (
      await user.agent
        .post('/api/bi/series/import')
        .send({ filename: 'receita.csv', content: csvOf(uploaded) })
        .expect(201)
    ).body as ImportResult;
    expect(imported).toMatchObject({
      filename: 'receita.csv',
      rows: 21,
      metrics: [{ key: 'import:revenue', name: 'revenue', unit: 'BRL', points: 21, from: monthStart(-20) }],
    });

    const metric = (await metricsOf(user.agent, '?category=financial')).metrics.find((item) => item.key === 'import:revenue')!;
    expect(metric).toMatchObject({ source: 'import', unit: 'BRL', granularity: 'month', value: revenue[20], category: 'financial' });
    expect(metric.performance.vsLastPeriod).toBeCloseTo(((revenue[20]! - revenue[19]!) / revenue[19]!) * 100, 1);
    const forecast = metric.forecast;
    expect(forecast.points.map((point) => point.start)).toEqual([monthStart(1), monthStart(2), monthStart(3)]);
    revenue.slice(21).forEach((heldOut, index) => {
      expect(heldOut).toBeGreaterThanOrEqual(forecast.points[index]!.lower);
      expect(heldOut).toBeLessThanOrEqual(forecast.points[index]!.upper);
    });
    expect(forecast.next90Days).toEqual(forecast.points[2]);
    // 21 months are fewer than two seasons: no seasonal model can be fitted (augurs' STL needs two
    // whole years, and its backtest 3 more months), so AutoETS forecasts it, its interval as wide as
    // the season it cannot see. The seasonal case is the 36-month spec below.
    expect(forecast.method).toBe('ETS');
    // The confidence is the accuracy of the same method on the uploaded series' own last 3 months.
    const test = backtest(revenue.slice(0, 21), 3, 12)!;
    expect(forecast.confidence).toBeCloseTo(test.accuracy, 2);
    expect(forecast.backtest).toMatchObject({ heldOut: 3, coverage: test.coverage });
    expect(forecast.confidence).toBeGreaterThan(0.8);

    const model = (await modelsOf(user.agent)).find((item) => item.kind === 'revenue')!;
    expect(model.trainingWindow).toEqual({ from: monthStart(-20), to: expect.any(String), points: 21 });
    expect(model.performance.accuracy).toBeCloseTo(test.accuracy, 3);
    expect(model.deployment.status).toBe(test.accuracy >= 0.8 && test.coverage >= 2 / 3 ? 'active' : 'testing');
    // Revenue is a sum: 'the next 90 days' is the total of the 3 forecast months against the total of the last 3 uploaded.
    const next90 = forecast.points.reduce((total, point) => total + point.value, 0);
    const last90 = revenue[18]! + revenue[19]! + revenue[20]!;
    expect(model.scenarios).toMatchObject({ basis: 'sum', from: monthStart(1), comparedFrom: monthStart(-2) });
    expect(model.scenarios!.realistic).toBeCloseTo(((next90 - last90) / last90) * 100, 0);
    expect(Date.parse(model.deployment.nextRetrain!) - Date.parse(model.deployment.lastRetrained!)).toBe(86_400_000);

    // The whole 24-month CSV uploaded (by another workspace, ending this month): the metric's own
    // backtest holds out its last 3 months, fitted on the 21 before them, and its interval holds all three.
    const whole = revenue.map((value, index) => [monthStart(index - 23).slice(0, 7), 'revenue', value, 'BRL']);
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({ filename: 'receita-24-meses.csv', content: csvOf(whole) })
      .expect(201);
    const all = (await metricsOf(owner.agent, '?category=financial')).metrics.find((item) => item.key === 'import:revenue')!;
    const heldOut = backtest(revenue, 3, 12)!;
    expect(heldOut.method).toBe('ETS');
    heldOut.predicted.forEach((predicted, index) => {
      expect(revenue[21 + index]).toBeGreaterThanOrEqual(predicted.lower);
      expect(revenue[21 + index]).toBeLessThanOrEqual(predicted.upper);
    });
    // All 3 held-out months inside the interval (checked above): coverage 1, 3 of 3.
    expect(all.forecast.backtest).toEqual({ heldOut: 3, error: Math.round(heldOut.error * 10_000) / 10_000, coverage: 1, inside: 3 });
    expect(all.forecast.confidence).toBeCloseTo(heldOut.accuracy, 2);
    expect(all.forecast.method).toBe('ETS');
  });

  it('forecasts a seasonal revenue series long enough for a seasonal model with MSTL + ETS: a narrower interval that holds the 3 held-out months', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // 36 months of the same pattern: 33 uploaded (the backtest fits 30, two seasons and more), the last 3 held out by the spec.
    const revenue = seasonalRevenue(36);
    const uploaded = revenue.slice(0, 33).map((value, index) => [monthStart(index - 32).slice(0, 7), 'revenue', value, 'BRL']);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ filename: 'receita-36.csv', content: csvOf(uploaded) })
      .expect(201);
    const metric = (await metricsOf(owner.agent, '?category=financial')).metrics.find((item) => item.key === 'import:revenue')!;
    const test = backtest(revenue.slice(0, 33), 3, 12)!;
    expect(test.method).toBe('MSTL + ETS');
    expect(metric.forecast.method).toBe('MSTL + ETS');
    expect(metric.forecast.confidence).toBeCloseTo(test.accuracy, 2);
    expect(metric.forecast.confidence).toBeGreaterThan(0.95);
    const seasonal = metric.forecast.points;
    // What the non-seasonal method would have said from the same 33 months.
    const flat = forecastWith('ETS', revenue.slice(0, 33), 3, 12);
    revenue.slice(33).forEach((heldOut, index) => {
      expect(heldOut).toBeGreaterThanOrEqual(seasonal[index]!.lower);
      expect(heldOut).toBeLessThanOrEqual(seasonal[index]!.upper);
      expect(seasonal[index]!.upper - seasonal[index]!.lower).toBeLessThan(flat[index]!.upper - flat[index]!.lower);
    });
    const model = (await modelsOf(owner.agent)).find((item) => item.kind === 'revenue')!;
    expect(model.algorithm).toBe('MSTL + ETS (augurs)');
    expect(model.deployment.status).toBe('active');
  });

  it('refuses a malformed CSV with every row and reason, and stores nothing of it', async () => {
    const stranger = await createTestUser(testApp, { plan: 'enterprise' });
    const bad = [
      'date,metric,value,unit',
      '2026-02-30,leads,10,count',
      '2026-01-01,leads,dez,count',
      '2026-01-01,leads,3',
      `${monthStart(2)},leads,4,count`,
      '2026-01-02,leads,5,count',
    ].join('\n');
    const refused = await stranger.agent.post('/api/bi/series/import').set('Accept-Language', 'en').send({ content: bad }).expect(400);
    expect(refused.body.error.type).toBe('VALIDATION_ERROR');
    expect(refused.body.error.details.errorCount).toBe(4);
    expect(refused.body.error.details.rows.map((row: { line: number; column: string | null }) => [row.line, row.column])).toEqual([
      [2, 'date'],
      [3, 'value'],
      [4, null],
      [5, 'date'],
    ]);
    expect(refused.body.error.details.rows[0].reason.pt).toContain('Data inválida');
    expect(await pointCount(stranger.workspaceId)).toBe(0);
    expect((await metricsOf(stranger.agent)).metrics).toEqual([]);

    // Over 5 MB, not JSON, a NUL inside: refused with the error shape, nothing written.
    const huge = `date,metric,value,unit\n${'2026-01-01,leads,1,count\n'.repeat(Math.ceil((5 * 1024 * 1024) / 25) + 10)}`;
    expect((await stranger.agent.post('/api/bi/series/import').send({ content: huge }).expect(400)).body.error.message).toBe(
      'O arquivo CSV pode ter até 5 MB.',
    );
    await stranger.agent.post('/api/bi/series/import').set('Content-Type', 'text/csv').send('date,metric,value,unit\n2026-01-01,leads,1,count').expect(415);
    await stranger.agent.post('/api/bi/series/import').set('Content-Type', 'application/json').send('{"content": "date,metric').expect(400);
    await stranger.agent.post('/api/bi/series/import').send({ content: 'date,metric,value,unit\n2026-01-01,le\u0000ads,1,count' }).expect(400);
    expect(await pointCount(stranger.workspaceId)).toBe(0);

    // A unit that differs from the one stored before refuses the whole file too.
    await stranger.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf([['2026-01-01', 'leads', 5, 'count']]) })
      .expect(201);
    const clash = await stranger.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf([['2026-02-01', 'leads', 5, 'BRL']]) })
      .expect(400);
    expect(clash.body.error.details.rows[0]).toMatchObject({ line: 2, column: 'unit' });
    expect(await pointCount(stranger.workspaceId)).toBe(1);
  });

  it('takes 20 parallel uploads of one file as one series, each day once', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const content = csvOf(Array.from({ length: 12 }, (_, index) => [monthStart(index - 11), 'orders', 100 + index, 'count']));
    const answers = await Promise.all(Array.from({ length: 20 }, () => owner.agent.post('/api/bi/series/import').send({ content })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await pointCount(owner.workspaceId)).toBe(12);
    const rows = await queryDatabase(testApp.database.url, "select id from bi_metric where workspace_id = $1 and key = 'import:orders'", [owner.workspaceId]);
    expect(rows).toHaveLength(1);
  });

  it('keeps the churn model in testing with too few clients (dados insuficientes) and refuses to run it (409); deploys it with enough', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const customer = (index: number, churned: boolean, usage: number): CustomerRecord => ({
      id: randomUUID(),
      plan: index % 3 === 0 ? 'starter' : 'professional',
      mrr: 500 + index * 10,
      startedAt: new Date(today.getTime() - (400 - index) * dayMs),
      churnedAt: churned ? new Date(today.getTime() - (index % 20) * dayMs) : null,
      features: { usage, scoresTrend: churned ? -6 + (index % 4) : (index % 5) - 1, engagement: churned ? index % 3 : 4 + (index % 6) },
      measuredAt: new Date(today.getTime() - 2 * dayMs),
    });
    records.customers.set(
      agency.workspaceId,
      Array.from({ length: 6 }, (_, index) => customer(index, index % 2 === 0, index % 2 === 0 ? 1 : 12)),
    );
    const churn = (await modelsOf(agency.agent)).find((model) => model.kind === 'churn')!;
    expect(churn.deployment.status).toBe('testing');
    expect(churn.insufficient).toEqual({ have: 6, need: 20, what: expect.objectContaining({ pt: expect.any(String) }) });
    expect(churn.performance.accuracy).toBeNull();
    const refused = await agency.agent.post(`/api/bi/models/${churn.id}/predict`).send({}).expect(409);
    expect(refused.body.error.details.status).toBe('testing');
    // Demand, growth and pricing have no series: testing, with what they need; revenue reads the clients' MRR.
    const models = await modelsOf(agency.agent);
    expect(models.find((item) => item.kind === 'revenue')!.trainingWindow?.points).toBeGreaterThanOrEqual(13);
    for (const model of models.filter((item) => !['churn', 'revenue'].includes(item.kind))) {
      expect(model.deployment.status).toBe('testing');
      expect(model.insufficient?.have).toBe(0);
    }

    // 80 clients, 40 of whom left: the time-based hold-out tests on the latest quarter of the departures by
    // start date, 10 of them, the minimum it judges on (40 clients would leave 5 to test: 'dados insuficientes').
    records.customers.set(
      agency.workspaceId,
      Array.from({ length: 80 }, (_, index) => customer(index, index % 2 === 0, index % 2 === 0 ? 1 + (index % 5) : 7 + (index % 9))),
    );
    // A data change is picked up by the next retrain (the scheduler's job, run here through an import that retrains).
    await agency.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf([[monthStart(0), 'leads', 1, 'count']]) })
      .expect(201);
    const trained = (await modelsOf(agency.agent)).find((model) => model.kind === 'churn')! as ModelView;
    expect(trained.insufficient).toBeNull();
    expect(trained.performance.accuracy).toBeGreaterThanOrEqual(0.7);
    expect(trained.performance.auc).toBeGreaterThanOrEqual(0.7);
    expect(trained.performance.holdout).toMatchObject({ train: { customers: 60, events: 30 }, test: { customers: 20, events: 10 }, insufficient: null });
    expect(trained.deployment.status).toBe('active');
    expect(trained.drivers.map((driver) => driver.feature).sort()).toEqual(['engagement', 'plan', 'scoresTrend', 'usage']);
    expect(Math.abs(trained.drivers[0]!.weight)).toBeGreaterThanOrEqual(Math.abs(trained.drivers[3]!.weight));
    // Less usage, more churn: its weight is negative.
    expect(trained.drivers.find((driver) => driver.feature === 'usage')!.weight).toBeLessThan(0);
    const prediction = (await agency.agent.post(`/api/bi/models/${trained.id}/predict`).send({}).expect(200)).body;
    expect(prediction.prediction.confidence).toBe(trained.predictions.confidence);
    expect(prediction.prediction.churn).toHaveLength(40);
    expect(prediction.prediction.churn[0].probability).toBeGreaterThan(prediction.prediction.churn.at(-1).probability);
    // The daily retrain: a tick when the agency's models are due claims each once and their jobs train them again.
    // It ticks at the latest due time, not later: a retrain done between the two ticks sets the next one a day
    // after the real clock, which a tick further ahead would rightly find due again.
    const scheduler = testApp.app.get(ModelRetrainScheduler);
    const dueTimes = (await modelsOf(agency.agent)).flatMap((model) => (model.deployment.nextRetrain ? [Date.parse(model.deployment.nextRetrain)] : []));
    const allDue = new Date(Math.max(...dueTimes));
    const claimed = await scheduler.tick(allDue);
    expect(claimed).toContain(trained.id);
    expect(await scheduler.tick(allDue)).not.toContain(trained.id);
    const deadline = Date.now() + 30_000;
    let jobs = { succeeded: 0, failed: 0 };
    while (Date.now() < deadline && jobs.succeeded < 5) {
      jobs = ((await agency.agent.get('/api/bi/system').expect(200)).body as SystemSummary).detail.jobs;
      if (jobs.succeeded < 5) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(jobs).toEqual({ succeeded: 5, failed: 0, stuck: 0 });
    const retrained = (await modelsOf(agency.agent)).find((model) => model.kind === 'churn')!;
    expect(Date.parse(retrained.deployment.lastRetrained!)).toBeGreaterThan(Date.parse(trained.deployment.lastRetrained!));
    // The client series appear with the customers: MRR of the active ones at this month's end.
    const mrr = (await metricsOf(agency.agent)).metrics.find((metric) => metric.key === 'clients:mrr')!;
    const active = records.customers.get(agency.workspaceId)!.filter((item) => item.churnedAt === null || item.churnedAt > today);
    expect(mrr.value).toBe(active.reduce((total, item) => total + item.mrr, 0));
  });

  it('compares a score with the median of its business type once 5 workspaces are in the cohort, and says why not before', async () => {
    const store = testApp.app.get(MetricStorePort);
    const segment = 'padaria';
    const users = await Promise.all(Array.from({ length: 5 }, () => createTestUser(testApp, { plan: 'enterprise' })));
    const owner = users[0]!;
    const site = 'https://padaria-do-dono.example/';
    const at = new Date().toISOString();
    analyses.add(
      owner.workspaceId,
      completedAnalysisRecord(site, {
        at,
        strategy: 'desktop',
        scores: { performance: 80, accessibility: 90, seo: 90, bestPractices: 90 },
        context: { companyName: null, businessType: 'Padaria', businessTypeId: segment, sector: null, location: null, targetAudience: null },
      }),
    );
    const sample = (workspaceId: string, value: number, key: string): MetricSample => ({
      workspaceId,
      metric: 'score.performance',
      site: `https://${key}.example/`,
      segment,
      value,
      at: noonDaysAgo(1),
      sourceKey: `cohort-${key}`,
    });
    await store.record([
      { ...sample(owner.workspaceId, 80, 'dono'), site },
      sample(users[1]!.workspaceId, 60, 'a'),
      sample(users[2]!.workspaceId, 70, 'b'),
      sample(users[3]!.workspaceId, 75, 'c'),
    ]);
    const before = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'platform:score.performance')!;
    expect(before).toMatchObject({ value: 80, industry: null, industryMissing: 'small-cohort', performance: { vsIndustry: null } });
    await store.record([sample(users[4]!.workspaceId, 90, 'd')]);
    const after = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'platform:score.performance')!;
    // The cohort's latest values 60, 70, 75, 80, 90: median 75.
    expect(after).toMatchObject({ industry: { median: 75, workspaces: 5 }, industryMissing: null, performance: { vsIndustry: 6.7 } });
  });

  it('reads a score series in the most audited strategy alone: a few desktop audits never lift the mobile level', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const store = testApp.app.get(MetricStorePort);
    const audit = (strategy: string, value: number, ago: number): MetricSample => ({
      workspaceId: owner.workspaceId,
      metric: 'score.performance',
      site: 'https://padaria.example/',
      dimension: strategy,
      value,
      at: noonDaysAgo(ago),
      sourceKey: `strategy-${strategy}-${ago}`,
    });
    // Mobile 60 every day of the last 30; desktop 98 on three of them. Merged, the level would read 63.8.
    await store.record([
      ...Array.from({ length: 30 }, (_, ago) => audit('mobile', 60, ago)),
      audit('desktop', 98, 2),
      audit('desktop', 98, 9),
      audit('desktop', 98, 16),
    ]);
    const performance = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'platform:score.performance')!;
    expect(performance.value).toBe(60);
    expect(performance.description.pt).toContain('estratégia (celular ou computador) mais auditada');
  });

  it('fits the price elasticity from imported price and orders, and predicts the volume at a price', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const prices = Array.from({ length: 12 }, (_, index) => 80 + ((index * 13) % 40));
    const rows = prices.flatMap((price, index) => [
      [monthStart(index - 11), 'price', price, 'BRL'],
      [monthStart(index - 11), 'orders', Math.round(1000 * (price / 100) ** -1.5 * (1 + 0.01 * (((index * 7) % 5) - 2))), 'count'],
    ]);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf(rows) })
      .expect(201);
    const pricing = (await modelsOf(owner.agent)).find((model) => model.kind === 'pricing')!;
    expect(pricing.deployment.status).toBe('active');
    expect(pricing.trainingWindow?.points).toBe(12);
    expect(pricing.drivers[0]!.weight).toBeCloseTo(-1.5, 1);
    expect(pricing.performance.accuracy).toBeGreaterThan(0.95);
    const answer = (await owner.agent.post(`/api/bi/models/${pricing.id}/predict`).send({ price: 100 }).expect(200)).body;
    expect(answer.prediction.volume.price).toBe(100);
    expect(answer.prediction.volume.volume).toBeGreaterThan(970);
    expect(answer.prediction.volume.volume).toBeLessThan(1030);
    await owner.agent.post(`/api/bi/models/${pricing.id}/predict`).send({ price: -1 }).expect(400);
    await owner.agent.post(`/api/bi/models/${pricing.id}/predict`).send({ anything: 1 }).expect(400);
  });

  it('computes every figure of a seeded series: value, change, trend, target, ratio, forecast confidence; no industry without a business type', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const store = testApp.app.get(MetricStorePort);
    const samples: MetricSample[] = [];
    // Performance 80 in the last 30 days, 78 in the 30 before, … 62 ten windows back.
    for (let ago = 0; ago < 300; ago += 1) {
      samples.push({
        workspaceId: owner.workspaceId,
        metric: 'score.performance',
        site: 'https://loja.example/',
        value: 80 - Math.floor(ago / 30) * 2,
        at: noonDaysAgo(ago),
        sourceKey: `perf-${ago}`,
      });
    }
    for (let ago = 0; ago < 30; ago += 1) {
      samples.push({ workspaceId: owner.workspaceId, metric: 'notifications.sent', value: 10, at: noonDaysAgo(ago), sourceKey: `sent-${ago}` });
      samples.push({ workspaceId: owner.workspaceId, metric: 'notifications.opened', value: 3, at: noonDaysAgo(ago), sourceKey: `opened-${ago}` });
    }
    await store.record(samples);
    const orders = Array.from({ length: 12 }, (_, index) => [monthStart(index - 11), 'orders', 100 + 5 * index, 'count'] as const);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf(orders.map((row) => [...row])) })
      .expect(201);

    const list = await metricsOf(owner.agent);
    const performance = list.metrics.find((metric) => metric.key === 'platform:score.performance')!;
    expect(performance).toMatchObject({ value: 80, unit: '/100', granularity: '30d', trend: 'increasing', industry: null, industryMissing: 'no-segment' });
    expect(performance.performance.vsLastPeriod).toBe(2.6);
    expect(performance.history.map((point) => point.value)).toEqual([62, 64, 66, 68, 70, 72, 74, 76, 78, 80]);
    const test = backtest([62, 64, 66, 68, 70, 72, 74, 76, 78, 80], 3, 12)!;
    expect(performance.forecast.confidence).toBeCloseTo(test.accuracy, 2);
    const openRate = list.metrics.find((metric) => metric.key === 'platform:notifications.open-rate')!;
    expect(openRate).toMatchObject({ value: 30, unit: '%', category: 'customer' });
    // Nothing was clicked: a measured 0 %, since notifications were sent.
    expect(list.metrics.find((metric) => metric.key === 'platform:notifications.click-rate')!.value).toBe(0);
    expect(list.clientSeries).toBe('no-customers');

    const ordersMetric = list.metrics.find((metric) => metric.key === 'import:orders')!;
    expect(ordersMetric).toMatchObject({ value: 155, category: 'sales', trend: 'increasing' });
    expect(ordersMetric.performance.vsLastPeriod).toBe(3.3);
    const updated = (await owner.agent.put(`/api/bi/metrics/${ordersMetric.id}`).send({ annualTarget: 1800, significance: 'critical' }).expect(200))
      .body as MetricView;
    const year = String(today.getUTCFullYear());
    const yearToDate = orders.filter((row) => row[0].startsWith(year)).reduce((total, row) => total + row[2], 0);
    expect(updated.significance).toBe('critical');
    expect(updated.targets).toEqual({ annual: 1800, yearToDate, progress: Math.round((yearToDate / 1800) * 1000) / 10 });
    expect(updated.performance.vsTarget).toBe(Math.round(((155 - 150) / 150) * 1000) / 10);
    await owner.agent.put(`/api/bi/metrics/${ordersMetric.id}`).send({ annualTarget: -5 }).expect(400);
    expect((await metricsOf(owner.agent, '?category=sales&search=ord')).metrics.map((metric) => metric.key)).toEqual(['import:orders']);
    await owner.agent.get('/api/bi/metrics?category=nada').expect(400);

    // Another workspace's metric is missing here.
    await user.agent.put(`/api/bi/metrics/${ordersMetric.id}`).send({ significance: 'low' }).expect(404);

    const system = (await owner.agent.get('/api/bi/system').expect(200)).body as SystemSummary;
    expect(system.summary).toMatchObject({ totalDashboards: 0, activeUsers: 1, reportsGenerated: 0, systemHealth: null });
    expect(system.detail.series).toBe(4);
    // Daily samples without a silent fortnight, monthly orders without a missing month, no outlier: all clean.
    expect(system.detail).toMatchObject({ seriesWithGaps: 0, seriesWithOutliers: 0 });
    expect(system.summary.dataQuality).toBe(100);
  });

  it('saves dashboards with their widgets, counts views, users and interactions, and shares a link that stops when unshared', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({
        content: csvOf([
          [monthStart(-1), 'leads', 10, 'count'],
          [monthStart(0), 'leads', 12, 'count'],
        ]),
      })
      .expect(201);
    const leads = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'import:leads')!;
    const created = (await owner.agent.post('/api/bi/dashboards').send({ title: 'Diretoria', category: 'custom', widgets: [] }).expect(201))
      .body as DashboardView;
    expect(created).toMatchObject({ title: 'Diretoria', category: 'custom', widgets: [], metrics: { views: 0, uniqueUsers: 0, interactionRate: null } });
    const foreign = (await metricsOf(user.agent)).metrics[0]!;
    await owner.agent
      .put(`/api/bi/dashboards/${created.id}`)
      .send({ widgets: [{ type: 'line', metricId: foreign.id }] })
      .expect(400);
    const saved = (
      await owner.agent
        .put(`/api/bi/dashboards/${created.id}`)
        .send({ widgets: [{ type: 'line', metricId: leads.id, position: { x: 0, y: 0, w: 12, h: 4 } }], refreshMinutes: 15, notifications: true })
        .expect(200)
    ).body as DashboardView;
    expect(saved.widgets).toEqual([{ id: expect.any(String), type: 'line', metricId: leads.id, title: '', position: { x: 0, y: 0, w: 12, h: 4 } }]);
    expect(saved.schedule).toEqual({ refreshFrequency: 15, notifications: true });

    const first = (await owner.agent.get(`/api/bi/dashboards/${created.id}/data`).expect(200)).body as DashboardData;
    expect(first.widgets[0]!.points.map((point) => point.value)).toEqual([10, 12]);
    await owner.agent.post(`/api/bi/dashboards/${created.id}/interactions`).send({ viewId: first.viewId }).expect(200);
    await owner.agent.get(`/api/bi/dashboards/${created.id}/data`).expect(200);
    // A reload of the first opening names its view: not a view more.
    expect((await owner.agent.get(`/api/bi/dashboards/${created.id}/data?viewId=${first.viewId}`).expect(200)).body.viewId).toBe(first.viewId);
    const listed = ((await owner.agent.get('/api/bi/dashboards?category=custom').expect(200)).body.dashboards as DashboardView[])[0]!;
    expect(listed.metrics).toEqual({ views: 2, uniqueUsers: 1, interactionRate: 0.5 });
    expect((await owner.agent.get('/api/bi/dashboards?category=financial').expect(200)).body.dashboards).toEqual([]);

    const shared = (await owner.agent.put(`/api/bi/dashboards/${created.id}`).send({ shareable: true }).expect(200)).body as DashboardView;
    expect(shared.shareUrl).toMatch(/^\/business-intelligence\/shared\/[A-Za-z0-9_-]{43}$/);
    const token = shared.shareUrl!.split('/').at(-1)!;
    const visitor = (
      await request(testApp.server as never)
        .get(`/api/bi/shared-dashboards/${token}`)
        .expect(200)
    ).body as DashboardData;
    expect(visitor.widgets[0]!.points).toHaveLength(2);
    expect(((await owner.agent.get('/api/bi/dashboards').expect(200)).body.dashboards as DashboardView[])[0]!.shareUrl).toBeNull();
    await owner.agent.put(`/api/bi/dashboards/${created.id}`).send({ shareable: false }).expect(200);
    await request(testApp.server as never)
      .get(`/api/bi/shared-dashboards/${token}`)
      .expect(404);

    await user.agent.get(`/api/bi/dashboards/${created.id}/data`).expect(404);
    expect(((await owner.agent.get('/api/bi/system').expect(200)).body as SystemSummary).summary.totalDashboards).toBe(1);
  });

  it('alerts through the notification centre on an unusual value of a dashboard with notifications on, once a day', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // A steady year of leads, then a month four times as high.
    const rows = Array.from({ length: 12 }, (_, index) => [monthStart(index - 11), 'leads', index === 11 ? 480 : 118 + (index % 3) * 2, 'count']);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf(rows) })
      .expect(201);
    const leads = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'import:leads')!;
    const dashboard = (
      await owner.agent
        .post('/api/bi/dashboards')
        .send({ title: 'Comercial', widgets: [{ type: 'line', metricId: leads.id }] })
        .expect(201)
    ).body as DashboardView;
    const scheduler = testApp.app.get(DashboardAlertsScheduler);
    expect(await scheduler.tick()).not.toContain(dashboard.id);
    await owner.agent.put(`/api/bi/dashboards/${dashboard.id}`).send({ notifications: true }).expect(200);
    expect(await scheduler.tick()).toContain(dashboard.id);
    expect(await scheduler.tick()).not.toContain(dashboard.id);
    const alert = await eventually(() => alerts.find((event) => event.payload.dashboardId === dashboard.id), 'the dashboard alert');
    expect(alert.workspaceId).toBe(owner.workspaceId);
    expect(alert.payload).toMatchObject({ dashboardTitle: 'Comercial', userId: owner.userId, metricId: leads.id, kind: 'anomaly', at: expect.any(String) });
    expect(alert.payload.title.pt).toBe('Valor fora do padrão em Leads');
    // The notification centre's subscriber makes it the dashboard creator's notification, once however often it is found.
    const deadline = Date.now() + 30_000;
    let titles: string[] = [];
    while (Date.now() < deadline && !titles.includes('Valor fora do padrão em Leads')) {
      titles = ((await owner.agent.get('/api/notifications').expect(200)).body.notifications as { title: string }[]).map((item) => item.title);
      if (!titles.includes('Valor fora do padrão em Leads')) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(titles.filter((title) => title === 'Valor fora do padrão em Leads')).toHaveLength(1);
    const system = (await owner.agent.get('/api/bi/system').expect(200)).body as SystemSummary;
    expect(system.detail.jobs).toEqual({ succeeded: 1, failed: 0, stuck: 0 });
  });

  it('exports PDF and CSV files, lists them as reports, and e-mails a scheduled one with its file attached', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .post('/api/bi/series/import')
      .send({
        content: csvOf([
          [monthStart(-1), 'revenue', 1000, 'BRL'],
          [monthStart(0), 'revenue', 1200, 'BRL'],
        ]),
      })
      .expect(201);
    const pdf = (await owner.agent.post('/api/bi/export').send({ format: 'pdf', filters: {} }).expect(201)).body;
    expect(pdf.filename).toMatch(/^relatorio-bi-\d{8}-\d{6}\.pdf$/);
    const file = await owner.agent
      .get(pdf.url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = (
      await owner.agent
        .post('/api/bi/export')
        .set('Accept-Language', 'en')
        .send({ format: 'csv', filters: { category: 'financial' } })
        .expect(201)
    ).body;
    const csvText = (await owner.agent.get(csv.url).expect(200)).text;
    expect(csvText).toContain('import:revenue,Revenue,financial,BRL,actual');
    await owner.agent.post('/api/bi/export').send({ format: 'xls', filters: {} }).expect(400);
    await owner.agent
      .post('/api/bi/export')
      .send({ format: 'pdf', filters: { metricIds: [randomUUID()] } })
      .expect(404);

    const reports = ((await owner.agent.get('/api/bi/reports').expect(200)).body as ReportList).reports;
    expect(reports).toHaveLength(2);
    expect(reports.find((report) => report.format === 'pdf')).toMatchObject({
      type: 'export',
      fileSize: expect.any(Number),
      sections: [{ kind: 'metric', title: 'Receita' }],
    });
    await user.agent.get(pdf.url).expect(404);

    await owner.agent.put(`/api/bi/reports/${pdf.id}/schedule`).send({ enabled: true, frequency: 'weekly', recipients: [] }).expect(400);
    const scheduled = (
      await owner.agent
        .put(`/api/bi/reports/${pdf.id}/schedule`)
        .send({ enabled: true, frequency: 'weekly', recipients: ['diretoria@example.com'] })
        .expect(200)
    ).body;
    expect(scheduled.schedule).toMatchObject({ enabled: true, frequency: 'weekly', recipients: ['diretoria@example.com'] });
    const claimed = await testApp.app.get(ReportScheduler).tick(new Date(Date.now() + 8 * dayMs));
    expect(claimed).toContain(pdf.id);
    const deadline = Date.now() + 30_000;
    let mails: { id: string; subject: string }[] = [];
    while (Date.now() < deadline && mails.length === 0) {
      mails = await queryDatabase(testApp.database.url, "select id, subject from core_mail_outbox where to_address = 'diretoria@example.com'");
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mails).toHaveLength(1);
    const attachments = await queryDatabase<{ filename: string; content_type: string }>(
      testApp.database.url,
      'select filename, content_type from core_mail_attachment where outbox_id = $1',
      [mails[0]!.id],
    );
    expect(attachments).toEqual([{ filename: expect.stringMatching(/\.pdf$/), content_type: 'application/pdf' }]);
    // The SDK's recurring-report event: the notification centre tells the owners it was sent.
    const event = await eventually(() => sent.find((item) => item.payload.reportId === pdf.id), 'the report-sent event');
    expect(event.workspaceId).toBe(owner.workspaceId);
    expect(event.payload).toEqual({
      reportId: pdf.id,
      name: expect.stringMatching(/^Relatório de Business Intelligence — /),
      recipients: 1,
      actionPath: '/business-intelligence?tab=reports',
    });
    const notified = await until(async () => {
      const list = (await owner.agent.get('/api/notifications').expect(200)).body.notifications as { title: string; message: string }[];
      return list.find((item) => item.title === 'Relatório recorrente enviado');
    }, 'the sent notification');
    expect(notified.message).toBe(`O relatório “${event.payload.name}” foi enviado a 1 destinatário.`);
    const listed = ((await owner.agent.get('/api/bi/reports').expect(200)).body as ReportList).reports.find((report) => report.id === pdf.id)!;
    expect(listed.schedule.lastSentAt).not.toBeNull();
    expect(listed.schedule.lastFailure).toBeNull();
    const system = ((await owner.agent.get('/api/bi/system').expect(200)).body as SystemSummary).summary;
    expect(system.reportsGenerated).toBe(3);
    expect(system.systemHealth).toBe(100);
  });

  it('pauses a scheduled report once the workspace’s plan drops business intelligence, and reports a send that failed after its retries', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const scheduler = testApp.app.get(ReportScheduler);
    const mailsTo = async (address: string) => queryDatabase(testApp.database.url, 'select id from core_mail_outbox where to_address = $1', [address]);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf([[monthStart(0), 'revenue', 1000, 'BRL']]) })
      .expect(201);
    const pdf = (
      await owner.agent
        .post('/api/bi/export')
        .send({ format: 'pdf', filters: { title: 'Sócios' } })
        .expect(201)
    ).body;
    await owner.agent
      .put(`/api/bi/reports/${pdf.id}/schedule`)
      .send({ enabled: true, frequency: 'weekly', recipients: ['socios@example.com'] })
      .expect(200);

    // The workspace leaves Enterprise: the next due send checks the plan, sends nothing and pauses the schedule.
    await queryDatabase(testApp.database.url, "update core_workspace set plan = 'pro' where id = $1", [owner.workspaceId]);
    expect(await scheduler.tick(new Date(Date.now() + 8 * dayMs))).toContain(pdf.id);
    const refusal = await eventually(() => failed.find((item) => item.payload.reportId === pdf.id), 'the refused send');
    const planLapsed =
      'O plano deste espaço de trabalho não inclui mais Business Intelligence (plano Enterprise): nada foi enviado e o envio agendado foi pausado.';
    expect(refusal.workspaceId).toBe(owner.workspaceId);
    expect(refusal.payload).toEqual({ reportId: pdf.id, name: 'Sócios', reason: planLapsed, actionPath: '/business-intelligence?tab=reports' });
    expect(await mailsTo('socios@example.com')).toEqual([]);
    expect(await scheduler.tick(new Date(Date.now() + 40 * dayMs))).not.toContain(pdf.id);
    // Back on Enterprise, the page shows why it stopped; its owner turns it on again.
    await queryDatabase(testApp.database.url, "update core_workspace set plan = 'enterprise' where id = $1", [owner.workspaceId]);
    const paused = ((await owner.agent.get('/api/bi/reports').expect(200)).body as ReportList).reports.find((report) => report.id === pdf.id)!;
    expect(paused.schedule).toMatchObject({ enabled: false, nextRunAt: null, lastSentAt: null, lastFailure: { at: expect.any(String), reason: planLapsed } });
    // (The notification centre, an Enterprise feature too, made no notification of it while the plan lacked it.)

    // A report of a dashboard deleted since cannot be made: each of its 3 tries fails, then the failure is reported once.
    const dashboard = (await owner.agent.post('/api/bi/dashboards').send({ title: 'Caixa', widgets: [] }).expect(201)).body as DashboardView;
    const csv = (
      await owner.agent
        .post('/api/bi/export')
        .send({ format: 'csv', filters: { title: 'Caixa', dashboardIds: [dashboard.id] } })
        .expect(201)
    ).body;
    await owner.agent
      .put(`/api/bi/reports/${csv.id}/schedule`)
      .send({ enabled: true, frequency: 'daily', recipients: ['caixa@example.com'] })
      .expect(200);
    await owner.agent.delete(`/api/bi/dashboards/${dashboard.id}`).expect(200);
    expect(await scheduler.tick(new Date(Date.now() + 2 * dayMs))).toContain(csv.id);
    const failure = await eventually(() => failed.find((item) => item.payload.reportId === csv.id), 'the failed send', 60_000);
    const reason = `O envio falhou após ${REPORT_SEND_ATTEMPTS} tentativas: Um dashboard escolhido para este relatório não existe mais.`;
    expect(failure.payload).toEqual({ reportId: csv.id, name: 'Caixa', reason, actionPath: '/business-intelligence?tab=reports' });
    expect(failed.filter((item) => item.payload.reportId === csv.id)).toHaveLength(1);
    const warned = await until(
      async () =>
        ((await owner.agent.get('/api/notifications').expect(200)).body.notifications as { title: string; message: string; actionUrl: string }[]).find(
          (item) => item.title === 'Falha no relatório recorrente',
        ),
      'the failure notification',
    );
    expect(warned.message).toBe(`O relatório “Caixa” não foi enviado: ${reason}`);
    // Its link opens this area's reports tab, not the reports plugin's page.
    expect(warned.actionUrl).toBe('/business-intelligence?tab=reports');
    expect(await mailsTo('caixa@example.com')).toEqual([]);
    const broken = ((await owner.agent.get('/api/bi/reports').expect(200)).body as ReportList).reports.find((report) => report.id === csv.id)!;
    // Still scheduled: the next day tries again.
    expect(broken.schedule).toMatchObject({ enabled: true, lastFailure: { reason } });
    // The refused send did its job (a pause); the broken one failed: system health counts it.
    const system = (await owner.agent.get('/api/bi/system').expect(200)).body as SystemSummary;
    expect(system.detail.jobs).toEqual({ succeeded: 1, failed: 1, stuck: 0 });
    expect(system.summary.systemHealth).toBe(50);
  });

  it('counts a job still waiting in the queue an hour after it was queued as stuck in system health', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const jobs = testApp.app.get(JobQueue);
    const runs = testApp.app.get(JobRuns);
    // A send queued for later than anything here waits (as a job no worker takes would): queued, no outcome.
    const reportId = randomUUID();
    const dueAt = Date.now();
    const jobId = reportSendJobId(reportId, dueAt);
    await jobs.enqueue(reportSendJob, { workspaceId: owner.workspaceId, reportId, dueAt }, { jobId, delayMs: 30 * dayMs, attempts: 1 });
    await runs.queued(owner.workspaceId, reportSendJob.name, jobId);
    const system = testApp.app.get(SystemService);
    // Within the hour it is in progress; past it, stuck.
    expect((await system.summary(owner.workspaceId)).detail.jobs).toEqual({ succeeded: 0, failed: 0, stuck: 0 });
    const later = await system.summary(owner.workspaceId, new Date(Date.now() + STUCK_AFTER_MS + 60_000));
    expect(later.detail.jobs).toEqual({ succeeded: 0, failed: 0, stuck: 1 });
    expect(later.summary.systemHealth).toBe(0);
  });

  it('treats a month an imported series skips as a gap, not a 0', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // Traffic for 14 months, the one before this month missing.
    const rows = Array.from({ length: 14 }, (_, index) => [monthStart(index - 13), 'traffic', 1000 + 10 * index, 'count']).filter(
      (row) => row[0] !== monthStart(-1),
    );
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf(rows) })
      .expect(201);
    const traffic = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'import:traffic')!;
    expect(traffic.value).toBe(1130);
    expect(traffic.history).toHaveLength(13);
    expect(traffic.history.map((point) => point.start)).not.toContain(monthStart(-1));
    expect(traffic.history.every((point) => point.value > 0)).toBe(true);
    // No previous month to compare with; the trend reads the real months (a steady rise, not a drop to 0).
    expect(traffic.performance.vsLastPeriod).toBeNull();
    expect(traffic.trend).toBe('increasing');
    // A forecast is fitted on the months after the gap: one, of the 10 it needs.
    expect(traffic.forecast).toMatchObject({ next90Days: null, insufficient: { have: 1, need: 10, afterGap: true } });
    const system = (await owner.agent.get('/api/bi/system').expect(200)).body as SystemSummary;
    expect(system.detail).toMatchObject({ series: 1, seriesWithGaps: 1 });
    expect(system.summary.dataQuality).toBe(0);
  });

  it('gives no forecast for time already gone: a CSV that stopped 8 months ago says since when its data stops', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    // 20 months of orders, the last one 8 months ago: a forecast 3 periods ahead would name a month already past.
    const rows = Array.from({ length: 20 }, (_, index) => [monthStart(index - 27).slice(0, 7), 'orders', 400 + 5 * index, 'count']);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf(rows) })
      .expect(201);
    const orders = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'import:orders')!;
    expect(orders.period!.start).toBe(monthStart(-8));
    expect(orders.forecast).toMatchObject({ next90Days: null, points: [], insufficient: null, staleSince: orders.period!.end });
    // A series ending last month still forecasts the months ahead of it.
    const recent = Array.from({ length: 20 }, (_, index) => [monthStart(index - 20).slice(0, 7), 'visits', 900 + 7 * index, 'count']);
    await owner.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf(recent) })
      .expect(201);
    const visits = (await metricsOf(owner.agent)).metrics.find((metric) => metric.key === 'import:visits')!;
    expect(visits.forecast.staleSince).toBeNull();
    expect(visits.forecast.points.map((point) => point.start)).toEqual([monthStart(0), monthStart(1), monthStart(2)]);
  });

  it('lists computed insights with their exact figures: an anomaly, a target crossing and the churn model’s strongest driver', async () => {
    const agency = await createTestUser(testApp, { plan: 'enterprise' });
    const customers = Array.from({ length: 40 }, (_, index): CustomerRecord => {
      const churned = index % 2 === 0;
      return {
        id: randomUUID(),
        plan: index % 3 === 0 ? 'starter' : 'professional',
        mrr: 500 + index * 10,
        startedAt: new Date(today.getTime() - (400 - index) * dayMs),
        churnedAt: churned ? new Date(today.getTime() - (index % 20) * dayMs) : null,
        features: {
          usage: churned ? 1 + (index % 5) : 7 + (index % 9),
          scoresTrend: churned ? -6 + (index % 4) : (index % 5) - 1,
          engagement: churned ? index % 3 : 4 + (index % 6),
        },
        measuredAt: new Date(today.getTime() - 2 * dayMs),
      };
    });
    records.customers.set(agency.workspaceId, customers);
    // Leads: a steady year (118, 120, 122, …), then a month at 480. Orders: 100, 105, … 155.
    const leads = Array.from({ length: 12 }, (_, index) => [monthStart(index - 11), 'leads', index === 11 ? 480 : 118 + (index % 3) * 2, 'count']);
    const orders = Array.from({ length: 12 }, (_, index) => [monthStart(index - 11), 'orders', 100 + 5 * index, 'count']);
    await agency.agent
      .post('/api/bi/series/import')
      .send({ content: csvOf([...leads, ...orders]) })
      .expect(201);
    const metrics = (await metricsOf(agency.agent)).metrics;
    const ordersMetric = metrics.find((metric) => metric.key === 'import:orders')!;
    // An annual target of 1 920 orders: 160 a month, above this month's 155.
    await agency.agent.put(`/api/bi/metrics/${ordersMetric.id}`).send({ annualTarget: 1920 }).expect(200);
    const orderForecast = (await metricsOf(agency.agent)).metrics.find((metric) => metric.key === 'import:orders')!.forecast.next90Days!;
    expect(orderForecast.value).toBeGreaterThan(160);

    const insights = ((await agency.agent.get('/api/bi/insights').expect(200)).body as InsightList).insights;
    const leadsMetric = metrics.find((metric) => metric.key === 'import:leads')!;
    const thisMonthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    // The 11 months before: 118 ×4, 120 ×4, 122 ×3, median 120.
    expect(insights.find((item) => item.kind === 'anomaly' && item.metricId === leadsMetric.id)).toEqual({
      kind: 'anomaly',
      severity: 'medium',
      metricId: leadsMetric.id,
      modelId: null,
      title: { pt: 'Valor fora do padrão em Leads', en: 'Unusual value in Leads' },
      detail: {
        pt: `480 em ${monthStart(0)} – ${thisMonthEnd}, acima da mediana de 120 dos 11 períodos anteriores.`,
        en: `480 in ${monthStart(0)} – ${thisMonthEnd}, above the median of 120 of the 11 periods before.`,
      },
      at: thisMonthEnd,
    });
    const pt = (value: number) => formatValue(value, 'count', 'pt');
    expect(insights.find((item) => item.kind === 'target-crossing' && item.metricId === ordersMetric.id)).toEqual({
      kind: 'target-crossing',
      severity: 'medium',
      metricId: ordersMetric.id,
      modelId: null,
      title: { pt: 'Pedidos deve atingir a meta em 90 dias', en: 'Orders should reach its target within 90 days' },
      detail: {
        pt: `Previsão de ${pt(orderForecast.value)} para ${orderForecast.end} (intervalo ${pt(orderForecast.lower)} – ${pt(orderForecast.upper)}) contra a meta do período de 160.`,
        en: expect.stringContaining('against the period target of 160.'),
      },
      at: orderForecast.end,
    });
    // The driver is the one the churn model learns from these 40 clients: the largest standardised weight.
    const churnModel = (await modelsOf(agency.agent)).find((model) => model.kind === 'churn')!;
    const expected = trainChurnModel(customers, new Date(), false);
    const driver = expected.drivers[0]!;
    const holdout = expected.state?.kind === 'churn' ? expected.state.holdout! : null!;
    expect(expected.accuracy).toBeNull();
    expect(churnModel.drivers[0]).toEqual(driver);
    expect(insights.find((item) => item.kind === 'driver' && item.modelId === churnModel.id)).toEqual({
      kind: 'driver',
      severity: 'medium',
      metricId: null,
      modelId: churnModel.id,
      title: { pt: `Modelo de churn: fator mais forte — ${driver.label.pt}`, en: `Churn model: strongest driver — ${driver.label.en}` },
      detail: {
        // 40 clients leave 5 departures to the time-based hold-out: below its 10, the insight says so, with no accuracy.
        pt: `Peso padronizado ${driver.weight} (${driver.weight > 0 ? 'aumenta' : 'reduz'} a chance de churn); teste no tempo: dados insuficientes (${holdout.insufficient!.pt}).`,
        en: `Standardised weight ${driver.weight} (${driver.weight > 0 ? 'raises' : 'lowers'} the chance of churn); time-based test: insufficient data (${holdout.insufficient!.en}).`,
      },
      at: churnModel.deployment.lastRetrained,
    });
  });

  it('answers 402 to a plan without business intelligence', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const answer = await pro.agent.get('/api/bi/metrics').expect(402);
    expect(answer.body.error.details.requiredFeature).toBe('businessIntelligence');
    await pro.agent.post('/api/bi/dashboards').send({ title: 'x' }).expect(402);
  });
});
