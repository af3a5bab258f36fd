/**
 * Lingui 6 tooling (its CLI and its Vite plugin) imports `globSync` from `node:fs`, which
 * Node.js gained in v22. This machine runs Node.js 20, so on Node.js < 22 this preload registers
 * a module hook that hands those imports a `node:fs` that also has `globSync` (./node20-fs.mjs).
 * On Node.js 22 and later it does nothing. Loaded with `node --import` (core/web/tools/node20-compat.mjs re-exports it for the
 * host's scripts) and imported first by the plugins' Vite builds (./web-plugin.mjs).
 */
import { register } from 'node:module';
import fs from 'node:fs';

if (typeof fs.globSync !== 'function') {
  register('./node20-compat-hooks.mjs', import.meta.url);
}
