#!/usr/bin/env node
// `npm test`: build, then unit, integration and end-to-end specs, against a real PostgreSQL and
// Redis (see test-environment.mjs). Each tier leaves its JSON report in test-results/ and prints
// its slowest files, so the time of the suite is watched file by file.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnvironment } from './test-environment.mjs';
import { fileTimings, reportArguments, slowestFiles } from './testing/tier-timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  return result.status === 0;
}

function tier(name, env) {
  const report = join(root, 'test-results', `${name}.json`);
  const passed = run(name, bin('vitest'), ['run', '--project', name, ...reportArguments(report)], env);
  const timings = fileTimings(report, root);
  if (timings.length > 0) console.log(`slowest ${name} files:\n${slowestFiles(timings)}`);
  return passed;
}

if (!run('build', process.execPath, ['scripts/build.mjs'])) process.exit(1);

const environment = await testEnvironment(root);
let results;
try {
  results = [tier('unit', environment.env), tier('integration', environment.env), tier('e2e', environment.env)];
} finally {
  await environment.stop();
}
process.exit(results.every(Boolean) ? 0 : 1);
