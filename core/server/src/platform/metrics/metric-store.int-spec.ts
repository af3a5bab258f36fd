import { randomUUID } from 'node:crypto';
import { Controller, Get, Module, Post } from '@nestjs/common';
import { defineServerPlugin, MetricStorePort, type MetricQuery, type MetricSample } from '@otimiza/sdk/server';
import { definePluginManifest, type MetricName } from '@otimiza/sdk/shared';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestActivityCounter } from './request-activity.counter.js';

/** A plugin of the spec's own: a read and a write, to see `api.calls` by plugin id and `activity.actions` by hour. */
@Controller('metric-probe')
class ProbeController {
  @Get()
  read() {
    return { ok: true };
  }

  @Post()
  write() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const probePlugin = defineServerPlugin({
  manifest: definePluginManifest({ id: 'metricprobe', displayName: { id: 'metricprobe.name', message: 'Probe' }, requiredFeature: null }),
  module: ProbeModule,
  entities: [],
  migrations: [],
});

const day = (iso: string) => new Date(iso);
const all = (metric: MetricName, from = '2026-01-01', to = '2026-12-31'): MetricQuery => ({ metric, from: day(from), to: day(to) });

describe('the metric store (MetricStorePort on PostgreSQL)', () => {
  let testApp: TestApp;
  let store: MetricStorePort;
  let users: TestUser[];
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [probePlugin] });
    store = testApp.app.get(MetricStorePort);
    users = await Promise.all(Array.from({ length: 5 }, () => createTestUser(testApp, { plan: 'pro' })));
    [a, b] = users as [TestUser, TestUser];
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('counts a source key once when twenty recordings of it run at the same time', async () => {
    const sample: MetricSample = {
      workspaceId: a.workspaceId,
      metric: 'share.views',
      dimension: 'report-1',
      value: 1,
      at: day('2026-03-10T15:00:00Z'),
      sourceKey: 'share-view:parallel',
    };
    await Promise.all(Array.from({ length: 20 }, () => store.record([sample])));
    await store.record([sample]);
    const points = await store.daily(a.workspaceId, all('share.views'));
    expect(points).toEqual([{ day: '2026-03-10', sum: 1, count: 1, min: 1, max: 1, last: 1, value: 1 }]);
    const keys = await queryDatabase(testApp.database.url, 'select count(*)::int as n from core_metric_source where source_key = $1', ['share-view:parallel']);
    expect(keys[0]).toEqual({ n: 1 });
  });

  it('rolls a day up by the catalogue: sums for counts, the mean for scores, with the extremes and the latest sample', async () => {
    const site = 'https://padaria.com.br/';
    await store.record([
      { workspaceId: a.workspaceId, metric: 'score.performance', site, value: 90, at: day('2026-04-02T18:00:00Z'), sourceKey: 'rollup:1' },
      { workspaceId: a.workspaceId, metric: 'score.performance', site, value: 70, at: day('2026-04-02T09:00:00Z'), sourceKey: 'rollup:2' },
      { workspaceId: a.workspaceId, metric: 'analyses.completed', site, value: 1, at: day('2026-04-02T09:00:00Z'), sourceKey: 'rollup:1' },
    ]);
    // Recorded later, but it happened earlier in the day: it is not the day's latest value.
    await store.record([{ workspaceId: a.workspaceId, metric: 'score.performance', site, value: 80, at: day('2026-04-02T12:00:00Z'), sourceKey: 'rollup:3' }]);
    await store.record([{ workspaceId: a.workspaceId, metric: 'analyses.completed', site, value: 1, at: day('2026-04-02T20:00:00Z'), sourceKey: 'rollup:4' }]);

    expect(await store.daily(a.workspaceId, { ...all('score.performance'), site })).toEqual([
      { day: '2026-04-02', sum: 240, count: 3, min: 70, max: 90, last: 90, value: 80 },
    ]);
    expect(await store.daily(a.workspaceId, { ...all('analyses.completed'), site })).toEqual([
      { day: '2026-04-02', sum: 2, count: 2, min: 1, max: 1, last: 1, value: 2 },
    ]);
    // Workspace-level rows are another series than the site's.
    expect(await store.daily(a.workspaceId, { ...all('score.performance'), site: null })).toEqual([]);
  });

  it('puts a back-dated sample on its day in UTC, and merges sites and dimensions unless the query names one', async () => {
    await store.record([
      // 22:30 in São Paulo on 14 May is 01:30 UTC on 15 May.
      {
        workspaceId: a.workspaceId,
        metric: 'fixes.applied',
        site: 'https://a.com.br/',
        dimension: 'images',
        value: 3,
        at: day('2026-05-14T22:30:00-03:00'),
        sourceKey: 'late:1',
      },
      {
        workspaceId: a.workspaceId,
        metric: 'fixes.applied',
        site: 'https://b.com.br/',
        dimension: 'seo',
        value: 2,
        at: day('2026-05-15T10:00:00Z'),
        sourceKey: 'late:2',
      },
      {
        workspaceId: a.workspaceId,
        metric: 'fixes.applied',
        site: 'https://a.com.br/',
        dimension: 'seo',
        value: 4,
        at: day('2026-05-13T23:59:59Z'),
        sourceKey: 'late:3',
      },
    ]);
    const merged = await store.daily(a.workspaceId, all('fixes.applied'));
    expect(merged.map((point) => [point.day, point.value])).toEqual([
      ['2026-05-13', 4],
      ['2026-05-15', 5],
    ]);
    const seo = await store.daily(a.workspaceId, { ...all('fixes.applied'), dimension: 'seo' });
    expect(seo.map((point) => [point.day, point.value])).toEqual([
      ['2026-05-13', 4],
      ['2026-05-15', 2],
    ]);
    const onlyOneDay = await store.daily(a.workspaceId, all('fixes.applied', '2026-05-14', '2026-05-15'));
    expect(onlyOneDay.map((point) => point.day)).toEqual(['2026-05-15']);

    const series = await store.series(a.workspaceId, all('fixes.applied'));
    expect(series.map(({ site, dimension, points }) => [site, dimension, points.map((point) => [point.day, point.value])])).toEqual([
      ['https://a.com.br/', 'images', [['2026-05-15', 3]]],
      ['https://a.com.br/', 'seo', [['2026-05-13', 4]]],
      ['https://b.com.br/', 'seo', [['2026-05-15', 2]]],
    ]);
  });

  it('keeps the workspace rollups equal to its sites’ rows summed, through parallel recordings', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const sites = ['https://a.com.br/', 'https://b.com.br/', 'https://c.com.br/', null];
    // Thirty recordings at once, over sites, strategies and days (some on the same rows), workspace-level ones among them; no two at the same instant (the latest value is then one).
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        store.record([
          {
            workspaceId: owner.workspaceId,
            metric: 'score.performance',
            site: sites[index % 3],
            dimension: index % 2 ? 'mobile' : 'desktop',
            value: 40 + index,
            at: day(`2026-05-0${1 + (index % 4)}T10:${String(index).padStart(2, '0')}:00Z`),
            sourceKey: `analysis:${index}:performance`,
          },
          {
            workspaceId: owner.workspaceId,
            metric: 'fixes.applied',
            site: sites[index % 4],
            dimension: ['seo', 'performance'][index % 2],
            value: 1 + (index % 3),
            at: day(`2026-05-0${1 + (index % 3)}T12:${String(index).padStart(2, '0')}:00Z`),
            sourceKey: `analysis:${index}:fixes`,
          },
        ]),
      ),
    );
    const summed = await queryDatabase(
      testApp.database.url,
      `select metric, dimension, to_char(day, 'YYYY-MM-DD') as day, sum(sum) as sum, sum(count)::int as count, min(min) as min, max(max) as max,
              (array_agg(last order by last_at desc))[1] as last
       from core_metric_daily where workspace_id = $1 group by 1, 2, 3 order by 1, 2, 3`,
      [owner.workspaceId],
    );
    const kept = await queryDatabase(
      testApp.database.url,
      `select metric, dimension, to_char(day, 'YYYY-MM-DD') as day, sum, count, min, max, last
       from core_metric_workspace_daily where workspace_id = $1 order by 1, 2, 3`,
      [owner.workspaceId],
    );
    expect(kept).toEqual(summed);
    // Scores on 4 (day, strategy) pairs, fixes on 6 (day, category) pairs.
    expect(kept).toHaveLength(10);
    // The workspace's daily figures read there match the sites' rows merged by day, one metric or several at once.
    const many = await store.dailyOfMany(owner.workspaceId, {
      metrics: ['score.performance', 'fixes.applied', 'share.views'],
      from: day('2026-01-01'),
      to: day('2026-12-31'),
    });
    expect(many.get('share.views')).toEqual([]);
    for (const metric of ['score.performance', 'fixes.applied'] as const) {
      expect(many.get(metric)).toEqual(await store.daily(owner.workspaceId, all(metric)));
      const bySite = (await store.series(owner.workspaceId, all(metric))).flatMap((series) => series.points);
      const days = [...new Set(bySite.map((point) => point.day))].sort();
      const daily = await store.daily(owner.workspaceId, all(metric));
      expect(daily.map((point) => point.day)).toEqual(days);
      for (const point of daily) {
        const same = bySite.filter((entry) => entry.day === point.day);
        expect(point.sum).toBeCloseTo(
          same.reduce((total, entry) => total + entry.sum, 0),
          9,
        );
        expect(point.count).toBe(same.reduce((total, entry) => total + entry.count, 0));
      }
    }
  });

  it('answers each site’s latest value on or before a day, the mean over its dimensions, from one probe per site', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const sample = (site: string, dimension: string, at: string, value: number): MetricSample => ({
      workspaceId: owner.workspaceId,
      metric: 'score.seo',
      site,
      dimension,
      value,
      at: day(at),
      sourceKey: `seo:${site}:${dimension}:${at}`,
    });
    await store.record([
      sample('https://um.com.br/', 'desktop', '2026-04-01T10:00:00Z', 50),
      sample('https://um.com.br/', 'desktop', '2026-04-10T10:00:00Z', 70),
      sample('https://um.com.br/', 'mobile', '2026-04-10T11:00:00Z', 80),
      sample('https://um.com.br/', 'mobile', '2026-04-10T12:00:00Z', 90),
      sample('https://dois.com.br/', 'desktop', '2026-03-01T10:00:00Z', 60),
      sample('https://tres.com.br/', 'desktop', '2025-01-01T10:00:00Z', 99),
    ]);
    await store.record([{ workspaceId: owner.workspaceId, metric: 'score.seo', value: 10, at: day('2026-04-05T10:00:00Z'), sourceKey: 'seo:workspace' }]);
    const since = day('2025-06-01');
    expect(await store.latestPerSite(owner.workspaceId, { metric: 'score.seo', on: day('2026-04-12'), since })).toEqual([
      { site: 'https://dois.com.br/', day: '2026-03-01', value: 60 },
      // 70 on desktop, (80 + 90) / 2 on mobile: their mean.
      { site: 'https://um.com.br/', day: '2026-04-10', value: 77.5 },
    ]);
    expect(await store.latestPerSite(owner.workspaceId, { metric: 'score.seo', on: day('2026-04-09'), since })).toEqual([
      { site: 'https://dois.com.br/', day: '2026-03-01', value: 60 },
      { site: 'https://um.com.br/', day: '2026-04-01', value: 50 },
    ]);
    expect(await store.latestPerSite(owner.workspaceId, { metric: 'score.seo', on: day('2026-02-01'), since })).toEqual([]);
    expect(await store.latestPerSite(b.workspaceId, { metric: 'score.seo', on: day('2026-04-12'), since })).toEqual([]);
  });

  it('never shows workspace B the rows of workspace A', async () => {
    await store.record([
      { workspaceId: a.workspaceId, metric: 'reports.runs', dimension: 'pdf', value: 1, at: day('2026-06-01T10:00:00Z'), sourceKey: 'pdf:a' },
      // The same source key in another workspace is another sample.
      { workspaceId: b.workspaceId, metric: 'reports.runs', dimension: 'pdf', value: 1, at: day('2026-06-02T10:00:00Z'), sourceKey: 'pdf:a' },
    ]);
    expect((await store.daily(a.workspaceId, all('reports.runs'))).map((point) => point.day)).toEqual(['2026-06-01']);
    expect((await store.daily(b.workspaceId, all('reports.runs'))).map((point) => point.day)).toEqual(['2026-06-02']);
    expect(await store.daily(b.workspaceId, all('fixes.applied'))).toEqual([]);
    expect(await store.series(b.workspaceId, all('score.performance'))).toEqual([]);
    expect(await store.daily(randomUUID(), all('reports.runs'))).toEqual([]);
  });

  it('answers a cohort only from five workspaces on, with values and no workspace or site', async () => {
    const segment = `bakery-${randomUUID()}`;
    const recent = new Date(Date.now() - 2 * 86_400_000);
    const older = new Date(Date.now() - 5 * 86_400_000);
    const scoreOf = (index: number) => 50 + index * 10;
    const sampleOf = (user: TestUser, index: number, at: Date, value: number): MetricSample => ({
      workspaceId: user.workspaceId,
      metric: 'score.seo',
      site: `https://site-${index}.com.br/`,
      segment,
      value,
      at,
      sourceKey: `cohort:${index}:${at.toISOString()}`,
    });
    // Four workspaces; the first has an older, lower score too: only each site's latest day counts.
    for (const [index, user] of users.slice(0, 4).entries()) await store.record([sampleOf(user, index, recent, scoreOf(index))]);
    await store.record([sampleOf(users[0]!, 0, older, 10)]);
    // Another segment and a workspace-level row are not in it.
    await store.record([{ ...sampleOf(users[4]!, 9, recent, 99), segment: 'other', sourceKey: 'cohort:other' }]);
    expect(await store.cohort('score.seo', segment)).toBeNull();

    await store.record([sampleOf(users[4]!, 4, recent, scoreOf(4))]);
    const cohort = await store.cohort('score.seo', segment);
    expect(cohort).toEqual({ workspaces: 5, sites: 5, values: [50, 60, 70, 80, 90] });
    const answer = JSON.stringify(cohort);
    for (const user of users) expect(answer).not.toContain(user.workspaceId);
    expect(answer).not.toContain('site-');
    // Outside the window: the older sample alone would be all there is.
    expect(await store.cohort('score.seo', segment, { withinDays: 1 })).toBeNull();
    expect(await store.cohort('score.seo', segment, { minWorkspaces: 6 })).toBeNull();
  });

  it('refuses an unknown metric or a value that is not a number, recording nothing of the call', async () => {
    const good: MetricSample = { workspaceId: a.workspaceId, metric: 'share.downloads', value: 1, at: day('2026-07-01T10:00:00Z'), sourceKey: 'refused:1' };
    await expect(store.record([good, { ...good, metric: 'nope' as MetricName, sourceKey: 'refused:2' }])).rejects.toThrow(/unknown metric/);
    await expect(store.record([good, { ...good, value: Number.NaN, sourceKey: 'refused:3' }])).rejects.toThrow(/finite/);
    expect(await store.daily(a.workspaceId, all('share.downloads'))).toEqual([]);
  });

  it('counts API calls by plugin and write actions by São Paulo hour in memory, stored at the flush', async () => {
    const counter = testApp.app.get(RequestActivityCounter);
    const today = new Date();
    // What the users' set-up counted (login, profile) is stored first: the figures below compare with it.
    await counter.flush();
    const before = await store.series(a.workspaceId, { metric: 'api.calls', from: today, to: today });
    const actionsBefore = await store.series(a.workspaceId, { metric: 'activity.actions', from: today, to: today });
    await a.agent.get('/api/metric-probe').expect(200);
    await a.agent.post('/api/metric-probe').send({}).expect(201);
    await a.agent.post('/api/metric-probe').send({}).expect(201);
    await a.agent.get('/api/auth/user').expect(200);
    await b.agent.get('/api/metric-probe').expect(200);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
    await counter.flush();

    const calls = await store.series(a.workspaceId, { metric: 'api.calls', from: today, to: today });
    const total = (series: typeof calls, dimension: string) => series.find((entry) => entry.dimension === dimension)?.points[0]?.value ?? 0;
    expect(total(calls, 'metricprobe') - total(before, 'metricprobe')).toBe(3);
    expect(total(calls, 'core') - total(before, 'core')).toBeGreaterThanOrEqual(1);
    const actions = await store.series(a.workspaceId, { metric: 'activity.actions', from: today, to: today });
    const ofHour = (series: typeof actions) => series.find((entry) => entry.dimension === hour)?.points[0]?.value ?? 0;
    expect(ofHour(actions) - ofHour(actionsBefore)).toBe(2);
    const ofB = await store.series(b.workspaceId, { metric: 'api.calls', from: today, to: today });
    expect(total(ofB, 'metricprobe')).toBe(1);
    // Nothing counted since: a flush records nothing new.
    await counter.flush();
    expect(await store.series(b.workspaceId, { metric: 'api.calls', from: today, to: today })).toEqual(ofB);
  });
});
