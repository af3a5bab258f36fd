import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, otimizaBrowsersOf, queryDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, createMigratedDatabase, requestAnalysisAsync, type ServerProcess, signUpOnSpawnedServer, spawnServer } from '@otimiza/host-testing';
import { startSampleSite } from '../../test/sample-site.js';
import { analysisFailures } from './analysis-failure.js';

/**
 * The all-in-one process (no Redis: jobs run in-process) stopped and started again, as a user's
 * `npm start` is: SIGTERM finishes the audit in flight and leaves the rest queued; SIGKILL
 * leaves an interrupted analysis that the next start fails, and its browser dies with it.
 */
describe.skipIf(process.platform !== 'linux')('stopping and restarting the all-in-one process', () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  let port: number;
  let base: string;
  let server: ServerProcess | null = null;
  let cookie = '';

  const start = async () => {
    server = spawnServer({ DATABASE_URL: database.url, ALLOW_PRIVATE_TARGETS: 'true', PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_TIMEOUT_MS: '30000' });
    await server.waitFor('Otimiza is serving');
    return server;
  };
  const statuses = async () =>
    (await queryDatabase<{ status: string }>(database.url, 'select status from analysis_analysis order by created_at')).map((row) => row.status);
  const analyze = async () => {
    const answer = await requestAnalysisAsync(base, cookie, { url: `${site.url}/padaria`, strategy: 'mobile' });
    expect(answer.status).toBe(202);
    return ((await answer.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    assertBuilt();
    database = await createMigratedDatabase();
    site = await startSampleSite();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
    ({ cookie } = await signUpOnSpawnedServer(base, database.url, { emailPrefix: 'stop', password: 'Correcao-Segura-2026!' }));
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
    await database?.drop();
  });

  it('on SIGTERM finishes the audit in flight, leaves the queued ones queued, and runs them after the restart', async () => {
    // Lite: no proof audits after each analysis, so the spec waits for the analyses alone.
    await queryDatabase(database.url, `update core_workspace set plan = 'lite'`);
    // One in the browser when the stop comes, one queued behind it (the browser takes one audit at a time).
    for (let count = 0; count < 2; count++) await analyze();
    // In flight means in Lighthouse: an analysis marked running that has not reached the browser yet is handed back
    // to the queue at the stop (lighthouse-runner.ts), as the queued ones are.
    const inBrowser = `select id from analysis_analysis where status = 'running' and step in ('loading-page', 'gathering', 'auditing')`;
    await expect.poll(async () => (await queryDatabase(database.url, inBrowser)).length, { timeout: 60_000, interval: 100 }).toBe(1);

    const atStop = await statuses();
    const code = await server!.stop();
    expect(code).toBe(0);
    // The audit in flight was finished; nothing else was started, failed or left running.
    const startedBefore = atStop.filter((status) => status !== 'queued').length;
    expect(startedBefore).toBe(1);
    expect((await statuses()).sort()).toEqual(['completed', 'queued']);
    expect(server!.output()).toContain('waiting jobs left for the next start');

    await start();
    await expect.poll(statuses, { timeout: 180_000, interval: 500 }).toEqual(['completed', 'completed']);
  }, 300_000);

  it('after SIGKILL: the browser died with the process, the interrupted analysis is failed at start and not counted, the queued ones run', async () => {
    await queryDatabase(database.url, `update core_workspace set plan = 'free'`);
    await queryDatabase(database.url, 'delete from analysis_analysis');
    await queryDatabase(database.url, 'delete from core_monthly_usage');
    await queryDatabase(database.url, 'delete from core_usage_reservation');
    const ids = [await analyze(), await analyze()];
    await expect
      .poll(async () => (await queryDatabase<{ status: string }>(database.url, 'select status from analysis_analysis where id = $1', [ids[0]]))[0]?.status, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe('running');
    const killedPid = server!.child.pid!;
    await expect.poll(() => otimizaBrowsersOf(killedPid).length, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);

    server!.child.kill('SIGKILL');
    await server!.stop();
    // Tied to the process: the kernel kills the browser when its parent dies (no reaper needed).
    await expect.poll(() => otimizaBrowsersOf(killedPid), { timeout: 10_000, interval: 200 }).toEqual([]);

    await start();
    await expect
      .poll(
        async () =>
          (await queryDatabase<{ id: string; status: string }>(database.url, 'select id, status from analysis_analysis')).filter(
            (row) => row.status === 'completed',
          ).length,
        { timeout: 180_000, interval: 500 },
      )
      .toBe(1);
    const [interrupted] = await queryDatabase<{ status: string; error_code: string; error_message: string }>(
      database.url,
      'select status, error_code, error_message from analysis_analysis where id = $1',
      [ids[0]],
    );
    expect(interrupted).toEqual({ status: 'failed', error_code: 'interrupted', error_message: analysisFailures.interrupted.message.en });

    // Its progress stream ends with the failure instead of waiting for ever.
    const events = await (await fetch(`${base}/api/analyses/${ids[0]!}/events`, { headers: { Cookie: cookie } })).text();
    expect(events).toContain('"status":"failed"');
    const entitlements = (await (await fetch(`${base}/api/me/entitlements`, { headers: { Cookie: cookie } })).json()) as { analyses: Record<string, number> };
    expect(entitlements.analyses).toMatchObject({ used: 1, inFlight: 0, remaining: 2 });
  }, 300_000);

  it('reaps at start a browser that a dead process of this instance left behind', async () => {
    const [instance] = await queryDatabase<{ id: string }>(database.url, 'select id from core_instance');
    const gone = spawnSync('true').pid!;
    const profile = join(tmpdir(), 'otimiza-browsers', instance!.id, `${gone}-orphan`);
    mkdirSync(profile, { recursive: true });
    const orphan = spawn(
      '/usr/bin/chromium',
      ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--user-data-dir=${profile}`, 'about:blank'],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    orphan.unref();
    await expect.poll(() => otimizaBrowsersOf(gone).length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);

    await server!.stop();
    await start();
    await expect.poll(() => otimizaBrowsersOf(gone), { timeout: 10_000, interval: 200 }).toEqual([]);
    expect(server!.output()).toContain('reaped browser processes');
    // A hang guard for a stop and a start on two busy cores, not a measure.
  }, 240_000);
});
