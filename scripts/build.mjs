#!/usr/bin/env node
// `npm run build`: regenerate the plugin registries, then build every package (Nx caches unchanged ones).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [command, args] of [
  [process.execPath, [join(root, 'scripts/generate-plugin-registry.mjs')]],
  [join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--output-style=static', ...process.argv.slice(2)]],
]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
