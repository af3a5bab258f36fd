import { join } from 'node:path';
import type { FoundPluginPackage } from './find-plugin-packages.js';

/**
 * The host loads a plugin in the form it runs in itself: built JavaScript when it runs from dist,
 * the TypeScript source (the `@otimiza/source` condition) when it runs from source under the test
 * runner, so that a spec importing a plugin's classes and the app the host builds share them.
 */
const hostRunsFromSource = import.meta.url.endsWith('.ts');

function fromConditions(target: unknown): string | null {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object') return null;
  const conditions = target as Record<string, unknown>;
  const order = hostRunsFromSource ? ['@otimiza/source', 'import', 'default'] : ['import', 'default'];
  for (const condition of order) {
    const resolved = fromConditions(conditions[condition]);
    if (resolved) return resolved;
  }
  return null;
}

/** The file of the package's main export (`exports['.']`, else `main`), or null when it names none. */
export function pluginEntryFile(found: FoundPluginPackage): string | null {
  const { exports } = found;
  const main =
    exports && typeof exports === 'object' && !Array.isArray(exports) && '.' in exports
      ? fromConditions((exports as Record<string, unknown>)['.'])
      : fromConditions(exports);
  const relative = main ?? found.main ?? null;
  return relative ? join(found.dir, relative) : null;
}
