// The databases and queue the tests run against, for `npm test`, `test:changed`, `test:stress` and
// `test:plugin`: DATABASE_URL, else an embedded PostgreSQL under .data/test (each test app then
// creates and drops a database of its own on it); REDIS_URL, else 127.0.0.1:6379 when it answers
// (without Redis the BullMQ specs are skipped, and say so). It says what it uses and started, tags
// the run (TEST_RUN_ID: every spec file's databases and queue prefixes carry it), and on stop removes
// whatever a file left behind when it threw, then stops what it started; it also reports the most
// PostgreSQL connections the run held at once.
import { join } from 'node:path';
import { watchConnectionPeak } from './testing/connection-peak.mjs';
import { removeRunLeftovers } from './testing/run-leftovers.mjs';

const hostOf = (url) => new URL(url).host;

/** The environment of a test run (NODE_ENV=test, DATABASE_URL, REDIS_URL, TEST_RUN_ID) and how to stop what was started for it. */
export async function testEnvironment(root) {
  const runId = `r${Date.now().toString(36)}`;
  const env = { ...process.env, NODE_ENV: 'test', TEST_RUN_ID: runId };
  let embedded;
  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../core/server/dist/kernel/database/embedded-postgres.js');
    const { pino } = await import('pino');
    embedded = await startEmbeddedPostgres({ dataDir: join(root, '.data/test'), port: 54330, log: pino({ level: 'warn' }) });
    env.DATABASE_URL = embedded.url;
  }
  // Built by the caller's build step, as the embedded PostgreSQL above.
  const { redisAnswers } = await import('../sdk/dist/testing/private-redis.js');
  if (!env.REDIS_URL && (await redisAnswers('127.0.0.1', 6379, 1000))) env.REDIS_URL = 'redis://127.0.0.1:6379';
  console.log(
    [
      `test environment (run ${runId}):`,
      `  PostgreSQL ${hostOf(env.DATABASE_URL)} — ${embedded ? 'embedded, started for this run (.data/test)' : 'DATABASE_URL'}; each spec file makes its own otimiza_test_${runId}_… database`,
      env.REDIS_URL
        ? `  Redis ${hostOf(env.REDIS_URL)} — ${process.env.REDIS_URL ? 'REDIS_URL' : 'found on 127.0.0.1:6379'}; each spec file queues under its own …-${runId}-… prefix`
        : '  Redis: none (REDIS_URL unset, nothing on 127.0.0.1:6379) — the BullMQ specs are skipped',
    ].join('\n'),
  );
  const connections = await watchConnectionPeak(env.DATABASE_URL, runId);
  return {
    env,
    stop: async () => {
      const { peak, max } = await connections.stop();
      console.log(`test environment: at most ${peak} PostgreSQL connections to this run's databases at once (max_connections ${max})`);
      try {
        const removed = await removeRunLeftovers({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, runId });
        if (removed.databases + removed.redisKeys > 0) {
          console.log(`test environment: removed what spec files left behind: ${removed.databases} databases, ${removed.redisKeys} Redis keys`);
        }
      } finally {
        if (embedded) {
          await embedded.stop();
          console.log('test environment: embedded PostgreSQL stopped');
        }
      }
    },
  };
}
