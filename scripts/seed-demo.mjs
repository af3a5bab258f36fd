#!/usr/bin/env node
// `npm run seed:demo [-- --reset]`: fills the investor demo's workspace with real audits of the
// bundled sample sites (core/server/demo-sites). Builds the server packages that changed first
// (SKIP_BUILD=true skips it), then runs the seed in this process against the same database and
// queue as `npm start`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.SKIP_BUILD !== 'true') {
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--exclude', '@otimiza/core-web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.chdir(root);
const { runSeedDemoCommand } = await import('../core/server/dist/index.js');
try {
  process.exitCode = await runSeedDemoCommand(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`\nThe demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
}
