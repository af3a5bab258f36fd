import { randomBytes } from 'node:crypto';
import { freePort } from '@otimiza/sdk/testing';
import { spawnServer, type ServerProcess } from './spawn-server.js';

export interface SplitServer {
  /** The API's address, `http://127.0.0.1:<port>`. */
  base: string;
  api: ServerProcess;
  /** The first worker, ready. */
  worker: ServerProcess;
  /** Spawns one more worker on the same database, Redis and queue (not waited for). */
  startWorker: () => ServerProcess;
}

/**
 * The built app split as docker-compose runs it: an API process and a worker on one database and one Redis, on a free
 * loopback port, with private targets allowed and a queue prefix of their own (`queuePrefix` and a random suffix);
 * `env` adds to or overrides that environment. Resolves once the API serves and the worker is ready. Every process it
 * spawns, the later workers too, is pushed to `processes`, for the spec's `afterAll` to stop.
 */
export async function startSplitServer(options: {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  env?: Record<string, string>;
  processes: ServerProcess[];
}): Promise<SplitServer> {
  const port = await freePort();
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: `${options.queuePrefix}-${randomBytes(4).toString('hex')}`,
    ALLOW_PRIVATE_TARGETS: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...options.env,
  };
  const start = (role: 'api' | 'worker') => {
    const server = spawnServer({ ...env, ROLE: role });
    options.processes.push(server);
    return server;
  };
  const api = start('api');
  const worker = start('worker');
  await Promise.all([api.waitFor('Otimiza is serving'), worker.waitFor('worker ready')]);
  return { base: `http://127.0.0.1:${port}`, api, worker, startWorker: () => start('worker') };
}
