#!/usr/bin/env node
// `npm test`: build, then unit, integration and end-to-end specs, against a real PostgreSQL
// (DATABASE_URL, else an embedded one under .data/test-postgres) and Redis (REDIS_URL, else
// 127.0.0.1:6379 when it answers; without Redis the BullMQ specs are skipped, and say so).
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  return result.status === 0;
}

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

if (!run('build', process.execPath, ['scripts/build.mjs'])) process.exit(1);

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

const results = [
  run('unit', bin('vitest'), ['run', '--project', 'unit'], env),
  run('integration', bin('vitest'), ['run', '--project', 'integration'], env),
  run('e2e', bin('vitest'), ['run', '--project', 'e2e'], env),
];
await embedded?.stop();
process.exit(results.every(Boolean) ? 0 : 1);
