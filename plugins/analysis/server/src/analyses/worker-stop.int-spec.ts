import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, queryDatabase, testResourceName, type TestDatabase } from '@otimiza/sdk/testing';
import { assertBuilt, createMigratedDatabase, requestAnalysisAsync, type ServerProcess, signUpOnSpawnedServer, spawnServer } from '@otimiza/host-testing';

const SHUTDOWN_TIMEOUT_MS = 4000;

/** A page whose image does not load until `release()`: Lighthouse waits for it (up to its 45 s), so the audit runs long. */
async function startSlowSite(): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  const held: ServerResponse[] = [];
  let released = false;
  const answerImage = (res: ServerResponse) => res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const server: Server = createServer((req, res) => {
    if (req.url === '/foto.svg') return released ? answerImage(res) : void held.push(res);
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Padaria</title></head><body><h1>Padaria</h1><img src="/foto.svg" alt="pão" width="10" height="10"></body></html>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/padaria`,
    release: () => {
      released = true;
      for (const res of held.splice(0)) answerImage(res);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves with the exit code, or with 'still running' once `ms` have passed. */
function exitWithin(server: ServerProcess, ms: number): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
  return Promise.race([server.stop(), bound]).finally(() => clearTimeout(timer));
}

/**
 * A BullMQ worker told to stop while a long audit runs: it exits within SHUTDOWN_TIMEOUT_MS, and the
 * job it left stays in the queue — BullMQ sees it stalled once its lock lapses and the next start runs it.
 */
describe.skipIf(process.platform !== 'linux' || !process.env['REDIS_URL'])('SIGTERM to a worker in the middle of an audit', () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof startSlowSite>>;
  let port: number;
  let server: ServerProcess | null = null;
  const queuePrefix = testResourceName('worker-stop');

  const start = async () => {
    server = spawnServer({
      DATABASE_URL: database.url,
      REDIS_URL: process.env['REDIS_URL']!,
      QUEUE_PREFIX: queuePrefix,
      ALLOW_PRIVATE_TARGETS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      // A job whose worker went away is handed over after this long.
      JOB_LOCK_MS: '2000',
    });
    await server.waitFor('Otimiza is serving');
  };

  beforeAll(async () => {
    assertBuilt();
    database = await createMigratedDatabase();
    site = await startSlowSite();
    port = await freePort();
    await start();
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
    await database?.drop();
  });

  it('exits within the limit, and the audit it left runs again at the next start', async () => {
    const base = `http://127.0.0.1:${port}`;
    // Lite: no proof audits after the analysis.
    const { cookie } = await signUpOnSpawnedServer(base, database.url, { emailPrefix: 'worker-stop', password: 'Correcao-Segura-2026!', plan: 'lite' });
    const started = await requestAnalysisAsync(base, cookie, { url: site.url, strategy: 'desktop' });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const analysis = async () =>
      (await queryDatabase<{ status: string; step: string }>(database.url, 'select status, step from analysis_analysis where id = $1', [id]))[0];
    // Lighthouse is loading the page, whose image never comes.
    await expect
      .poll(async () => (await analysis())?.step, { timeout: 120_000, interval: 100 })
      .toSatisfy((step: string | undefined) => ['analysing', 'loading-page', 'gathering'].includes(step ?? ''));

    // It stops by itself while the audit still waits for the image (Lighthouse would wait 45 s for it): the limit cut the
    // wait short, as its log says. The bound is generous for a busy machine; what proves the limit is the log line.
    // 0 when the stop finished in time; 1 when the last resort armed at SIGTERM ended it at SHUTDOWN_TIMEOUT_MS (a
    // loaded machine's late timers after the drain was cut, seen in a clean-clone run) — never still running.
    const code = await exitWithin(server!, 30_000);
    expect([0, 1], server!.output().slice(-4000)).toContain(code);
    if (code === 1) expect(server!.output()).toContain('still stopping at SHUTDOWN_TIMEOUT_MS: exiting now');
    expect(server!.output()).toContain('running jobs left unfinished');
    expect((await analysis())?.status).toBe('running');

    site.release();
    await start();
    await expect.poll(async () => (await analysis())?.status, { timeout: 120_000, interval: 500 }).toBe('completed');
  }, 240_000);
});
