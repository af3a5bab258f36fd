/** `node:fs/promises` plus an async `glob` (Node.js 22), used by `lingui extract --watch`. */
import fsPromises from 'node:fs/promises';
import { globSync } from './node20-fs.mjs';

export * from 'node:fs/promises';
export default fsPromises;

export async function* glob(patterns, options = {}) {
  yield* globSync(patterns, options);
}
