#!/usr/bin/env node
// `npm test`: build, then unit, integration and end-to-end specs, against a real PostgreSQL and
// Redis (see test-environment.mjs). Each tier leaves its JSON report in test-results/ and prints
// its slowest files, so the time of the suite is watched file by file; the last lines name the
// tiers' times and every failed test, so the tail of a CI log says what to look at.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnvironment } from './test-environment.mjs';
import { runCommand } from './testing/run-command.mjs';
import { failedTests, fileTimings, reportArguments, slowestFiles } from './testing/tier-timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

console.log('\n=== build ===');
const buildStarted = Date.now();
if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  console.log('=== build: FAILED ===');
  process.exit(1);
}
const outcomes = [{ tier: 'build', passed: true, seconds: (Date.now() - buildStarted) / 1000, failures: [] }];

/** The vitest projects of each tier: the unit tier's node and component specs are two, each with its own environment (vitest.config.ts). */
const tiers = { unit: ['unit', 'unit-web'], integration: ['integration'], e2e: ['e2e'] };

async function tier(name, env) {
  console.log(`\n=== ${name} ===`);
  const report = join(root, 'test-results', `${name}.json`);
  const started = Date.now();
  const projects = tiers[name].flatMap((project) => ['--project', project]);
  const status = await runCommand(bin('vitest'), ['run', ...projects, ...reportArguments(report)], { cwd: root, env });
  const seconds = (Date.now() - started) / 1000;
  console.log(`=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ===`);
  const timings = fileTimings(report, root);
  if (timings.length > 0) console.log(`slowest ${name} files:\n${slowestFiles(timings)}`);
  outcomes.push({ tier: name, passed: status === 0, seconds, failures: failedTests(report, root) });
}

const environment = await testEnvironment(root);
try {
  for (const name of Object.keys(tiers)) await tier(name, environment.env);
} finally {
  await environment.stop();
}

console.log('\nnpm test summary');
for (const { tier: name, passed, seconds, failures } of outcomes) {
  console.log(`  ${name.padEnd(12)} ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  for (const failure of failures) console.log(`      ✗ ${failure}`);
}
process.exit(outcomes.every((outcome) => outcome.passed) ? 0 : 1);
