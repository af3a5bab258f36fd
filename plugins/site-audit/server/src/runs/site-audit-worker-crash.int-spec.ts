import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { queryDatabase, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, createMigratedDatabase, type ServerProcess, signUpOnSpawnedServer, startSplitServer } from '@otimiza/host-testing';
import { lighthouseReplayProcessEnv } from '@otimiza/plugin-analysis-server/testing';
import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { startTestSite, type TestSite } from '../testing/index.js';

const redisUrl = process.env['REDIS_URL'];

/**
 * The built app as docker-compose runs it (an API process and a worker on one Redis), auditing the
 * loopback test site: the worker is killed with SIGKILL while a page of a run is being audited,
 * another worker starts, and the run ends with every page counted once. The proofs of its groups'
 * fixes (Pro) run after its pages, not among them. The subject is the run's resumption, so the
 * audits answer recorded real Lighthouse results (a page's first audit runs for real and is recorded).
 */
describe.skipIf(!redisUrl)('a worker killed during a site audit', () => {
  let database: TestDatabase;
  let site: TestSite;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    assertBuilt();
    database = await createMigratedDatabase();
    site = await startTestSite({ crawlDelaySeconds: 0 });
  });
  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()));
    await site?.close();
    await database?.drop();
  });

  it('resumes the run on the next worker: its pages audited once each, nothing left running', async () => {
    // A run that never ends says why in the processes' own logs (their last lines), not only in the run's status.
    onTestFailed(() => {
      for (const [index, each] of processes.entries()) console.error(`process ${index}, last log lines:\n${each.output().split('\n').slice(-60).join('\n')}`);
    });
    const split = await startSplitServer({
      databaseUrl: database.url,
      redisUrl: redisUrl!,
      queuePrefix: 'site-crash',
      env: { JOB_LOCK_MS: '3000', PERFORMANCE_AUDIT_RUNS: '1', ...lighthouseReplayProcessEnv() },
      processes,
    });
    const base = split.base;
    const { cookie } = await signUpOnSpawnedServer(base, database.url, { emailPrefix: 'site-crash', plan: 'pro' });

    // The stores' listing and one store: two real audits.
    const started = await fetch(`${base}/api/site-audit/runs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ url: `${site.origin}/lojas`, samplePerGroup: 1 }),
    });
    expect(started.status).toBe(201);
    const run = (await started.json()) as SiteAuditRunView;

    const runningPage = `select a.status from site_audit_page p join analysis_analysis a on a.id = p.analysis_id where p.run_id = $1 and a.status = 'running'`;
    await expect.poll(async () => (await queryDatabase(database.url, runningPage, [run.id])).length, { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);
    split.worker.child.kill('SIGKILL');
    const second = split.startWorker();
    await second.waitFor('worker ready');

    const runRow = () =>
      queryDatabase<{ status: string; to_audit: number; audited: number; failed: number }>(
        database.url,
        'select status, to_audit, audited, failed from site_audit_run where id = $1',
        [run.id],
      ).then((rows) => rows[0]!);
    await expect.poll(async () => (await runRow()).status, { timeout: 180_000, interval: 500 }).toBe('completed');
    const ended = await runRow();
    expect(ended).toMatchObject({ to_audit: 2, audited: 2, failed: 0 });
    // One analysis per page: the killed audit's job came back to the next worker under the same analysis.
    const analyses = await queryDatabase<{ status: string }>(database.url, 'select status from analysis_analysis where batch_id = $1', [run.id]);
    expect(analyses.map((row) => row.status)).toEqual(['completed', 'completed']);
    expect(await queryDatabase(database.url, `select id from site_audit_page where run_id = $1 and status = 'queued'`, [run.id])).toEqual([]);

    // Each group's sample is proved once the run has ended: none was proved before its end.
    const proofs = `select a.verification_status as status, a.verified_at >= r.finished_at as after_run
      from analysis_analysis a join site_audit_run r on r.id = a.batch_id where a.batch_id = $1 and a.verification_status <> 'skipped'`;
    await expect
      .poll(async () => (await queryDatabase<{ status: string }>(database.url, proofs, [run.id])).map((row) => row.status), { timeout: 180_000, interval: 500 })
      .toEqual(['completed', 'completed']);
    expect((await queryDatabase<{ after_run: boolean }>(database.url, proofs, [run.id])).map((row) => row.after_run)).toEqual([true, true]);
    // The next worker's audits answered recorded results (or ran once for real to record one).
    expect(second.output()).toMatch(/lighthouse-replay: (replayed|recorded)/);
    // A hang guard for three process starts, two audits and two proofs on two busy cores, not a measure.
  }, 480_000);
});
