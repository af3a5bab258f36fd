// Worker processes of the built app (ROLE=worker): each takes jobs from the shared Redis and writes to the shared
// PostgreSQL, as `docker compose up --scale worker=N` runs them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chrome, root } from '../support/otimiza-server.mjs';

/** Pino's levels: warnings and above from a worker are shown. */
const WARN = 40;

function startWorker(index, { databaseUrl, redisUrl, env, nodeArgs }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'otimiza-worker-'));
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'core/server/dist/main.js')], {
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: databaseUrl,
      // Nine processes of ten connections would fill the embedded PostgreSQL's hundred.
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redisUrl,
      ALLOW_PRIVATE_TARGETS: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      CHROME_PATH: chrome,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    let pending = '';
    child.once('exit', (code) => reject(new Error(`worker ${index} exited ${code} before it was ready`)));
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) {
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (entry.msg === 'worker ready: consuming jobs') resolve();
        else if (entry.level >= WARN)
          process.stderr.write(
            `worker ${index}: ${entry.msg ?? line}${entry.err ? ` (${entry.err.message ?? entry.err})` : ''}${entry.job ? ` [${entry.job}]` : ''}\n`,
          );
      }
    });
  });
  return {
    ready,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `count` workers and waits until each consumes jobs. `env`: settings for them; `nodeArgs`: Node flags before
 * the app (e.g. `--import` of the audit stand-in).
 */
export async function startWorkers(count, { databaseUrl, redisUrl, env = {}, nodeArgs = [] }) {
  const workers = Array.from({ length: count }, (_, index) => startWorker(index + 1, { databaseUrl, redisUrl, env, nodeArgs }));
  try {
    await Promise.all(workers.map((worker) => worker.ready));
  } catch (error) {
    await Promise.all(workers.map((worker) => worker.stop()));
    throw error;
  }
  return { stop: () => Promise.all(workers.map((worker) => worker.stop())) };
}
