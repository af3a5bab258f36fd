#!/usr/bin/env node
// `npm start`: builds what changed (Nx caches the rest), then runs the server in this process,
// so signals reach it directly and a stop is graceful.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== 'true') {
  run(process.execPath, [join(root, 'scripts/build.mjs')]);
}
process.chdir(root);
await import('../core/server/dist/main.js');
