import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '@otimiza/sdk/server';
import { createTestApp } from '@otimiza/host-testing';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import type { __PASCAL__ItemList, __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import __CAMEL__Plugin from '../index.js';
import { __CAMEL__CheckJob } from './__ID__-check.job.js';
import { __CAMEL__CheckEveryMs, __PASCAL__CheckScheduler } from './__ID__-check.scheduler.js';

/** The analyses this spec's workspaces have, served as the AnalysisPort (the analysis plugin provides it in the product). */
const analyses = new InMemoryAnalyses();

function storedAnalysis(workspaceId: string, url: string, performance: number, createdAt: Date) {
  return analyses.add(workspaceId, {
    id: randomUUID(),
    url,
    domain: new URL(url).hostname,
    strategy: 'mobile',
    createdAt: createdAt.toISOString(),
    completedAt: createdAt.toISOString(),
    scores: { performance, accessibility: 90, seo: 90, bestPractices: 90 },
    metrics: {},
    opportunities: [],
    failingAudits: [],
    issuesCount: 0,
    appliedFixes: [],
    verification: { status: 'none', before: null, after: null, summary: null, regressions: [] },
    context: null,
  });
}

describe('/api/__ID__/items against the real host', () => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(analyses), __CAMEL__Plugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(() => testApp?.close());

  const listOf = async (agent: TestUser['agent']) => ((await agent.get('/api/__ID__/items').expect(200)).body as __PASCAL__ItemList).items;
  /** Runs the schedule's tick at `now` and waits for the checks it queued. */
  async function tick(now: Date): Promise<string[]> {
    const queued = await testApp.app.get(__PASCAL__CheckScheduler).tick(now);
    const jobs = testApp.app.get(JobQueue);
    await Promise.all(queued.map((id) => jobs.waitForResult(__CAMEL__CheckJob, id, 15_000)));
    return queued;
  }

  it('creates an item, lists it, reads it and deletes it', async () => {
    const created = (await user.agent.post('/api/__ID__/items').send({ name: ' Primeiro item ', url: 'exemplo.com.br' }).expect(201)).body as __PASCAL__ItemView;
    expect(created).toMatchObject({ name: 'Primeiro item', url: 'https://exemplo.com.br/', performance: null, analysedAt: null, checkedAt: null });
    expect((await listOf(user.agent)).map((item) => item.id)).toEqual([created.id]);
    expect((await user.agent.get(`/api/__ID__/items/${created.id}`).expect(200)).body).toEqual(created);

    await user.agent.delete(`/api/__ID__/items/${created.id}`).expect(200, { success: true });
    await user.agent.get(`/api/__ID__/items/${created.id}`).expect(404);
    expect(await listOf(user.agent)).toEqual([]);
  });

  it('checks a new item at the next tick, then once a day: the latest audit of its address in its workspace', async () => {
    const stranger = await createTestUser(testApp, { plan: 'pro' });
    const url = 'https://loja.exemplo.com.br/';
    storedAnalysis(user.workspaceId, url, 72, new Date('2026-11-01T10:00:00Z'));
    const latest = storedAnalysis(user.workspaceId, url, 81, new Date('2026-11-02T10:00:00Z'));
    storedAnalysis(stranger.workspaceId, url, 12, new Date('2026-11-03T10:00:00Z'));
    const item = (await user.agent.post('/api/__ID__/items').send({ name: 'Loja', url }).expect(201)).body as __PASCAL__ItemView;
    const theirs = (await stranger.agent.post('/api/__ID__/items').send({ name: 'A mesma loja', url: 'loja.exemplo.com.br' }).expect(201))
      .body as __PASCAL__ItemView;

    const now = new Date(Date.now() + 1000);
    expect(await tick(now)).toHaveLength(2);
    const checked = (await user.agent.get(`/api/__ID__/items/${item.id}`).expect(200)).body as __PASCAL__ItemView;
    expect(checked).toMatchObject({ performance: 81, analysedAt: latest.completedAt, checkedAt: expect.any(String) });
    expect((await stranger.agent.get(`/api/__ID__/items/${theirs.id}`).expect(200)).body).toMatchObject({ url, performance: 12 });

    // Claimed once: the next tick finds nothing due until a day later.
    expect(await tick(new Date(now.getTime() + 60_000))).toEqual([]);
    storedAnalysis(user.workspaceId, url, 93, new Date(Date.now() - 1000));
    expect(await tick(new Date(now.getTime() + __CAMEL__CheckEveryMs + 1000))).toHaveLength(2);
    expect((await user.agent.get(`/api/__ID__/items/${item.id}`).expect(200)).body).toMatchObject({ performance: 93 });
    await queryDatabase(testApp.database.url, 'delete from __TABLE__');
  });

  it('answers 400 naming the field, in the request’s language, and stores nothing', async () => {
    const pt = await user.agent.post('/api/__ID__/items').send({ name: '   ', url: 'exemplo.com.br' }).expect(400);
    expect(pt.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Informe o nome do item.' });
    expect(pt.body.error.details.fields[0].path).toBe('name');
    const en = await user.agent.post('/api/__ID__/items').set('Accept-Language', 'en').send({ name: 'Item', url: 'ftp://exemplo.com.br/' }).expect(400);
    expect(en.body.error.message).toBe('Invalid address: use an http(s) address, such as https://example.com/.');
    await user.agent.get('/api/__ID__/items/not-an-id').expect(400);
    expect(await listOf(user.agent)).toEqual([]);
  });

  it('answers 404 for an id it does not have', async () => {
    const missing = await user.agent.get(`/api/__ID__/items/${randomUUID()}`).expect(404);
    expect(missing.body.error.type).toBe('NOT_FOUND');
    await user.agent.delete(`/api/__ID__/items/${randomUUID()}`).expect(404);
  });

  it('keeps each workspace’s items to itself', async () => {
    const stranger = await createTestUser(testApp, { plan: 'pro' });
    await user.agent.post('/api/__ID__/items').send({ name: 'Só meu', url: 'exemplo.com.br' }).expect(201);
    expect(await listOf(stranger.agent)).toEqual([]);
  });

  it('answers 402 to a plan without the feature "__FEATURE__", on every route', async () => {
    const free = await createTestUser(testApp, { plan: 'free' });
    const answer = await free.agent.get('/api/__ID__/items').expect(402);
    expect(answer.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: '__FEATURE__' } });
    await free.agent.post('/api/__ID__/items').send({ name: 'Item', url: 'exemplo.com.br' }).expect(402);
    await free.agent.get(`/api/__ID__/items/${randomUUID()}`).expect(402);
    await free.agent.delete(`/api/__ID__/items/${randomUUID()}`).expect(402);
  });
});
