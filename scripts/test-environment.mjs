// The databases and queue the tests run against, for `npm test` and `npm run test:plugin`:
// DATABASE_URL, else an embedded PostgreSQL under .data/test (each test app then creates and
// drops a database of its own on it); REDIS_URL, else 127.0.0.1:6379 when it answers (without
// Redis the BullMQ specs are skipped, and say so).
import { createConnection } from 'node:net';
import { join } from 'node:path';

function redisAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The environment of a test run (NODE_ENV=test, DATABASE_URL, REDIS_URL) and how to stop what was started for it. */
export async function testEnvironment(root) {
  const env = { ...process.env, NODE_ENV: 'test' };
  let embedded;
  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../core/server/dist/database/embedded-postgres.js');
    const { pino } = await import('pino');
    embedded = await startEmbeddedPostgres({ dataDir: join(root, '.data/test'), port: 54330, log: pino({ level: 'warn' }) });
    env.DATABASE_URL = embedded.url;
    console.log('DATABASE_URL unset: using an embedded PostgreSQL for the tests (.data/test).');
  }
  if (!env.REDIS_URL && (await redisAnswers('127.0.0.1', 6379))) env.REDIS_URL = 'redis://127.0.0.1:6379';
  if (!env.REDIS_URL) console.log('REDIS_URL unset and no Redis on 127.0.0.1:6379: the BullMQ specs will be skipped.');
  return { env, stop: async () => embedded?.stop() };
}
