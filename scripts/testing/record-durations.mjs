#!/usr/bin/env node
// Records each spec file's duration from tier reports into spec-durations.json, which the spec
// sequencer (e2e/support/first-files-sequencer.ts) reads to start the slowest files first on a
// clean clone, where vitest has no cache of its own: a long file started last would otherwise run
// alone at the end of its tier while the other worker idles.
// Usage: node scripts/testing/record-durations.mjs test-results/integration.json [test-results/e2e.json …]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileTimings } from './tier-timings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const target = join(root, 'scripts/testing/spec-durations.json');
const durations = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
for (const report of process.argv.slice(2)) {
  // Paths relative to the checkout the report was written in (test-results/ at its root): a clean clone's too.
  const reportRoot = resolve(dirname(report), '..');
  for (const { file, seconds } of fileTimings(report, reportRoot)) durations[file] = Math.round(seconds);
}
const existing = Object.fromEntries(
  Object.entries(durations)
    .filter(([file]) => existsSync(join(root, file)))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(target, `${JSON.stringify(existing, null, 2)}\n`);
console.log(`recorded ${Object.keys(existing).length} spec files' durations in ${target}`);
