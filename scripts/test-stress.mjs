#!/usr/bin/env node
// `npm run test:stress`: the integration and e2e tiers three times in a row with two busy CPU
// loops beside them, as a loaded CI machine runs them. Any failure is a spec that waits for time
// instead of an event: the summary names each failed file and round. ROUNDS and BUSY_LOOPS change it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnvironment } from './test-environment.mjs';
import { runCommand } from './testing/run-command.mjs';
import { startBusyLoops } from './testing/busy-loops.mjs';
import { failedTests, reportArguments } from './testing/tier-timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env['ROUNDS'] ?? 3);
const busyLoops = Number(process.env['BUSY_LOOPS'] ?? 2);
const tiers = ['integration', 'e2e'];

if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const environment = await testEnvironment(root);
const loops = startBusyLoops(busyLoops);
console.log(`test:stress: ${rounds} rounds of ${tiers.join(' + ')} beside ${busyLoops} busy loops (pids ${loops.pids.join(', ')})`);
const outcomes = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const tier of tiers) {
      const report = join(root, 'test-results', `stress-${round}-${tier}.json`);
      const started = Date.now();
      const status = await runCommand(join(root, 'node_modules/.bin/vitest'), ['run', '--project', tier, ...reportArguments(report)], {
        cwd: root,
        env: environment.env,
      });
      const failures = status === 0 ? [] : failedTests(report, root);
      outcomes.push({ round, tier, passed: status === 0, seconds: Math.round((Date.now() - started) / 1000), failures });
      console.log(`=== stress round ${round}, ${tier}: ${status === 0 ? 'passed' : 'FAILED'} ===`);
    }
  }
} finally {
  loops.stop();
  await environment.stop();
}

console.log('\ntest:stress summary');
for (const { round, tier, passed, seconds, failures } of outcomes) {
  console.log(`  round ${round} ${tier.padEnd(11)} ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
  for (const failure of failures) console.log(`      ✗ ${failure}`);
}
const failedRuns = outcomes.filter((outcome) => !outcome.passed).length;
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(join(root, 'test-results', 'stress-summary.json'), JSON.stringify({ date: new Date().toISOString(), busyLoops, outcomes }, null, 2));
console.log(`${outcomes.length - failedRuns} passed, ${failedRuns} failed`);
process.exit(failedRuns === 0 ? 0 : 1);
