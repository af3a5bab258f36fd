/** `node:fs` plus a `globSync` with the Node.js 22 semantics that Lingui uses, built on tinyglobby. */
import fs from 'node:fs';
import path from 'node:path';
import { globSync as tinyGlobSync } from 'tinyglobby';

export * from 'node:fs';
export default fs;

export function globSync(patterns, options = {}) {
  const list = Array.isArray(patterns) ? patterns : [patterns];
  const cwd = options.cwd ? String(options.cwd) : process.cwd();
  const ignore = Array.isArray(options.exclude) ? options.exclude : [];
  const excludeFn = typeof options.exclude === 'function' ? options.exclude : undefined;
  const results = new Set();
  for (const pattern of list) {
    const found = tinyGlobSync(pattern, {
      cwd,
      ignore,
      absolute: path.isAbsolute(pattern),
      onlyFiles: false,
      expandDirectories: false,
      dot: false,
    });
    for (const file of found) results.add(file.endsWith('/') ? file.slice(0, -1) : file);
  }
  const out = [...results];
  return excludeFn ? out.filter((file) => !excludeFn(file)) : out;
}
