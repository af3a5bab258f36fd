/**
 * Module hooks for running Lingui 6 tooling on Node.js 20 (registered by ./node20-compat.mjs):
 * - `node:fs` and `node:fs/promises` resolve to shims that add `globSync` / `glob` (Node.js 22);
 * - in Lingui's CLI entry files, `import.meta.main` (Node.js 22.18) is replaced by an equivalent.
 */
const fsShim = new URL('./node20-fs.mjs', import.meta.url).href;
const fsPromisesShim = new URL('./node20-fs-promises.mjs', import.meta.url).href;
const shims = new Set([fsShim, fsPromisesShim]);
const linguiCliEntry = /\/@lingui\/cli\/dist\/lingui[^/]*\.js$/;

export async function resolve(specifier, context, nextResolve) {
  if (!shims.has(context.parentURL ?? '')) {
    if (specifier === 'node:fs' || specifier === 'fs') return { url: fsShim, shortCircuit: true, format: 'module' };
    if (specifier === 'node:fs/promises' || specifier === 'fs/promises') {
      return { url: fsPromisesShim, shortCircuit: true, format: 'module' };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!linguiCliEntry.test(url) || result.source == null) return result;
  const source = String(result.source);
  if (!source.includes('import.meta.main')) return result;
  const isMain =
    "const __importMetaMain = process.argv[1] !== undefined && (await import('node:url')).pathToFileURL(" +
    "(await import('node:fs')).realpathSync(process.argv[1])).href === import.meta.url;\n";
  return { ...result, source: isMain + source.replaceAll('import.meta.main', '__importMetaMain') };
}
