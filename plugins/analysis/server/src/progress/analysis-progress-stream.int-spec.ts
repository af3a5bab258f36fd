import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { AnalysisFailure, analysisFailures } from '../analyses/analysis-failure.js';
import { AnalysisSweeper } from '../analyses/analysis-sweeper.js';
import { AnalysisStatusRepository } from '../analyses/analysis-status.repository.js';
import { AnalysisProgressFeed } from './analysis-progress.feed.js';

interface OpenStream {
  status: number;
  events: { status: string; percent: number; error: { type: string } | null }[];
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/analyses/:id/events` with the user's cookie and collects its events as they come. */
async function openStream(baseUrl: string, cookie: string, id: string, query = ''): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/analyses/${id}/events${query}`, { headers: { Cookie: cookie }, signal: controller.signal });
  const events: OpenStream['events'] = [];
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return { status: response.status, events, ended, close: () => controller.abort() };
}

/** A queued analysis row with no job behind it: nothing moves it but what the spec does. */
async function queuedAnalysis(
  testApp: TestApp,
  user: TestUser,
  options: { status?: string; leaseExpired?: boolean; reservationId?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await queryDatabase(
    testApp.database.url,
    `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step, started_at, lease_until, reservation_id)
     values ($1, $2, $3, 'https://exemplo.com.br/', 'exemplo.com.br', '/', 'desktop', $4, $5, $6, $7, $8, $9)`,
    [
      id,
      user.workspaceId,
      user.userId,
      options.status ?? 'queued',
      options.status === 'running' ? 60 : 10,
      options.status === 'running' ? 'analysing' : 'validating',
      options.status === 'running' ? new Date(Date.now() - 600_000) : null,
      options.leaseExpired ? new Date(Date.now() - 1000) : null,
      options.reservationId ?? null,
    ],
  );
  return id;
}

describe('analysis progress streams: pushed from one listener, capped, ended by the sweeper', () => {
  let testApp: TestApp;
  let user: TestUser;
  let baseUrl: string;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    user = await createTestUser(testApp);
    const server = testApp.server as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('pushes a change to 20 open streams of one analysis without polling the database', async () => {
    const id = await queuedAnalysis(testApp, user);
    const streams = await Promise.all(Array.from({ length: 20 }, () => openStream(baseUrl, cookie, id)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(20).fill(200));
    await expect.poll(() => streams.every((stream) => stream.events.length === 1)).toBe(true);

    // Database transactions of this database while the streams stay open: each used to read its row every 300 ms.
    const commits = async () =>
      Number(
        (await queryDatabase<{ n: string }>(testApp.database.url, 'select xact_commit as n from pg_stat_database where datname = current_database()'))[0]!.n,
      );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = await commits();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const during = (await commits()) - before;
    expect(during).toBeLessThan(30);

    await queryDatabase(testApp.database.url, `update analysis_analysis set status = 'running' where id = $1`, [id]);
    await testApp.app.get(AnalysisStatusRepository).step(id, 'analysing', 60_000);
    await expect.poll(() => streams.every((stream) => stream.events.at(-1)?.percent === 30), { timeout: 5000 }).toBe(true);
    for (const stream of streams) stream.close();
  });

  it('refuses a 21st stream of one user with 429 and Retry-After', async () => {
    const id = await queuedAnalysis(testApp, user);
    const streams = await Promise.all(Array.from({ length: 20 }, () => openStream(baseUrl, cookie, id)));
    const refused = await fetch(`${baseUrl}/api/analyses/${id}/events`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('RATE_LIMIT');
    for (const stream of streams) stream.close();
    await Promise.all(streams.map((stream) => stream.ended));
    // Closed streams free their places.
    await expect
      .poll(
        async () =>
          (await fetch(`${baseUrl}/api/analyses/${id}/events`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(500) }).catch(() => null))?.status ??
          0,
      )
      .toBe(200);
  });

  it('fails an analysis whose worker stopped renewing its lease, gives the allowance back and ends its streams with the failure', async () => {
    const [reservationId] = await queryDatabase<{ id: string }>(
      testApp.database.url,
      `insert into core_usage_reservation (id, workspace_id, holds_slot, expires_at) values (gen_random_uuid(), $1, true, now() + interval '1 hour') returning id`,
      [user.workspaceId],
    ).then((rows) => rows.map((row) => row.id));
    const stuck = await queuedAnalysis(testApp, user, { status: 'running', leaseExpired: true, reservationId });
    const healthy = await queuedAnalysis(testApp, user, { status: 'queued' });
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses.inFlight).toBe(1);
    const stream = await openStream(baseUrl, cookie, stuck);
    const english = await openStream(baseUrl, cookie, stuck, '?language=en');

    await testApp.app.get(AnalysisSweeper).sweep();

    await Promise.all([stream.ended, english.ended]);
    // The failure in each stream's language: Portuguese by default, English when the web asks for it.
    expect(stream.events.at(-1)).toMatchObject({
      status: 'failed',
      error: { type: 'API_UNAVAILABLE', code: 'interrupted', message: analysisFailures.interrupted.message.pt },
    });
    expect(english.events.at(-1)).toMatchObject({
      status: 'failed',
      error: { type: 'API_UNAVAILABLE', code: 'interrupted', message: analysisFailures.interrupted.message.en },
    });
    expect((await user.agent.get(`/api/analyses/${stuck}`).expect(200)).body.status).toBe('failed');
    expect((await user.agent.get(`/api/analyses/${healthy}`).expect(200)).body.status).toBe('queued');
    expect((await user.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ used: 0, inFlight: 0 });
  });

  it('ends a stream with its final event: completed as the worker announces it, failed as the analysis fails', async () => {
    const done = await queuedAnalysis(testApp, user, { status: 'running' });
    const failing = await queuedAnalysis(testApp, user, { status: 'running' });
    const [completedStream, failedStream] = await Promise.all([openStream(baseUrl, cookie, done), openStream(baseUrl, cookie, failing)]);
    await expect.poll(() => completedStream.events.length + failedStream.events.length).toBe(2);

    // As the worker ends a run: the row written, then the completion announced.
    await queryDatabase(testApp.database.url, `update analysis_analysis set status = 'completed', progress = 100, step = 'complete' where id = $1`, [done]);
    await testApp.app.get(AnalysisStatusRepository).announceCompleted(done);
    await testApp.app.get(AnalysisStatusRepository).fail(failing, new AnalysisFailure('page-unreachable'));

    const ended = { completed: false, failed: false };
    void completedStream.ended.then(() => (ended.completed = true));
    void failedStream.ended.then(() => (ended.failed = true));
    await expect.poll(() => ended, { timeout: 10_000 }).toEqual({ completed: true, failed: true });
    expect(completedStream.events.at(-1)).toMatchObject({ status: 'completed', percent: 100 });
    expect(failedStream.events.at(-1)).toMatchObject({ status: 'failed', error: { code: 'page-unreachable' } });
  });

  it('answers a stream opened on a finished analysis with its final state and closes it', async () => {
    const done = await queuedAnalysis(testApp, user, { status: 'running' });
    await queryDatabase(testApp.database.url, `update analysis_analysis set status = 'completed', progress = 100, step = 'complete' where id = $1`, [done]);
    const failed = await queuedAnalysis(testApp, user, { status: 'running' });
    await testApp.app.get(AnalysisStatusRepository).fail(failed, new AnalysisFailure('page-unreachable'));

    const streams = await Promise.all([openStream(baseUrl, cookie, done), openStream(baseUrl, cookie, failed)]);
    const ended = [false, false];
    streams.forEach((stream, index) => void stream.ended.then(() => (ended[index] = true)));
    await expect.poll(() => ended, { timeout: 10_000 }).toEqual([true, true]);
    expect(streams[0]!.events).toEqual([expect.objectContaining({ status: 'completed', percent: 100 })]);
    expect(streams[1]!.events).toEqual([expect.objectContaining({ status: 'failed', error: expect.objectContaining({ code: 'page-unreachable' }) })]);
  });

  it('ends a stream with a completion announced while the stream was opening (between its first read and its subscription)', async () => {
    const id = await queuedAnalysis(testApp, user, { status: 'running' });
    // The stream's first read waits behind this lock; the completion is announced meanwhile.
    const locker = new pg.Client({ connectionString: testApp.database.url });
    await locker.connect();
    let stream: OpenStream;
    try {
      await locker.query('begin');
      await locker.query('lock table analysis_analysis in access exclusive mode');
      const opening = openStream(baseUrl, cookie, id);
      await expect
        .poll(async () =>
          Number(
            (
              await queryDatabase<{ n: string }>(
                testApp.database.url,
                `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%analysis_analysis%' and datname = current_database()`,
              )
            )[0]!.n,
          ),
        )
        .toBe(1);
      await testApp.app.get(AnalysisProgressFeed).publish({ id, status: 'completed', percent: 100, step: 'complete', error: null });
      await locker.query('rollback');
      stream = await opening;
    } finally {
      await locker.end();
    }
    let ended = false;
    void stream.ended.then(() => (ended = true));
    await expect.poll(() => ended, { timeout: 10_000 }).toBe(true);
    expect(stream.events.at(-1)).toMatchObject({ status: 'completed', percent: 100 });
  });

  it('fails an analysis left in the queue past the queue limit', async () => {
    const id = await queuedAnalysis(testApp, user);
    await queryDatabase(testApp.database.url, `update analysis_analysis set created_at = now() - interval '31 minutes' where id = $1`, [id]);
    await testApp.app.get(AnalysisSweeper).sweep();
    expect((await user.agent.get(`/api/analyses/${id}`).expect(200)).body).toMatchObject({ status: 'failed', error: { type: 'API_UNAVAILABLE' } });
  });
});
