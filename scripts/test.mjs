#!/usr/bin/env node
// `npm test`: build, then unit, integration and end-to-end specs, against a real PostgreSQL and
// Redis (see test-environment.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnvironment } from './test-environment.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  return result.status === 0;
}

if (!run('build', process.execPath, ['scripts/build.mjs'])) process.exit(1);

const { env, stop } = await testEnvironment(root);
const results = [
  run('unit', bin('vitest'), ['run', '--project', 'unit'], env),
  run('integration', bin('vitest'), ['run', '--project', 'integration'], env),
  run('e2e', bin('vitest'), ['run', '--project', 'e2e'], env),
];
await stop();
process.exit(results.every(Boolean) ? 0 : 1);
