#!/usr/bin/env node
// `npm run dev`: server packages rebuilt by swc on change, the API restarted by `node --watch`,
// and Vite's dev server with hot reload on http://localhost:5173 (it proxies /api to the API).
// The plugins' web packages are built once (the API lists a plugin's bundle only when it is built)
// and not watched: the dev server answers a bundle's address with the plugin's sources
// (core/web/tools/dev-plugin-sources.ts), so their pages reload like the host's.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const serverPackages = ['sdk', 'core/server', 'plugins/*/shared', 'plugins/*/server'];

spawnSync(bin('nx'), ['run-many', '-t', 'build', '--exclude', '@otimiza/core-web'], { cwd: root, stdio: 'inherit' });

const children = [
  spawn(bin('nx'), ['watch', '--all', '--', 'nx', 'run-many', '-t', 'build', '--exclude', '@otimiza/core-web,@otimiza/plugin-*-web', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch', 'core/server/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: join(root, 'core/web'), stdio: 'inherit' }),
];
console.log(`dev: watching ${serverPackages.join(', ')}; web on http://localhost:5173`);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
