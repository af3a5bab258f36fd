#!/usr/bin/env node
// `npm run build`: build every package (Nx caches unchanged ones): the SDK, the hosts, and each
// plugin's shared, server and web packages — a plugin's web package builds its own bundle into
// web/dist (@otimiza/sdk/vite), which the server serves and the web host imports at run time.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--output-style=static', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
