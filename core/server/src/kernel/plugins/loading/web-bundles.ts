import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { findPluginPackages } from './find-plugin-packages.js';
import type { PluginSources } from './load-server-plugins.js';
import { sdkIncompatibility } from './sdk-compatibility.js';

/** A mounted plugin's built web bundle, served at `/api/plugins/<id>/web/<file>`. */
export interface PluginWebBundle {
  id: string;
  /** The folder served: the one that holds the entry (the package's `dist`). */
  dir: string;
  /** The entry's file name in `dir`, e.g. `index.js`. */
  entry: string;
  /** The address the web host imports: `/api/plugins/<id>/web/<entry>`. */
  url: string;
}

export interface FoundWebBundles {
  bundles: ReadonlyMap<string, PluginWebBundle>;
  /** Mounted plugins whose web package was found and not served, with why (logged at start). */
  refused: { id: string; reason: string }[];
}

const isInside = (path: string, folder: string) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/**
 * The web bundles of the mounted plugins, found as their server packages are (the plugins folders,
 * then installed packages): each plugin's package with `"otimiza": { "role": "web-plugin" }`, whose
 * SDK range admits this host and whose `otimiza.entry` names its built entry. A plugin with no web
 * package has no pages, which is allowed; the first folder that gives an id wins.
 */
export function findWebBundles(sources: PluginSources, mountedIds: readonly string[]): FoundWebBundles {
  const mounted = new Set(mountedIds);
  const bundles = new Map<string, PluginWebBundle>();
  const refused: FoundWebBundles['refused'] = [];
  const seen = new Set<string>();
  for (const found of findPluginPackages([...sources.pluginFolders, ...sources.packageFolders], 'web-plugin')) {
    if (!mounted.has(found.pluginId) || seen.has(found.pluginId)) continue;
    seen.add(found.pluginId);
    const refuse = (reason: string) => refused.push({ id: found.pluginId, reason });
    const incompatibility = sdkIncompatibility(found);
    if (incompatibility) {
      refuse(incompatibility);
      continue;
    }
    if (!found.webEntry) {
      refuse(`${found.name}'s package.json names no built entry ("otimiza": { "entry": "dist/index.js" })`);
      continue;
    }
    const entryFile = join(found.dir, found.webEntry);
    if (!isInside(entryFile, found.dir)) {
      refuse(`${found.name}'s "otimiza.entry" (${found.webEntry}) is outside its package`);
      continue;
    }
    if (!existsSync(entryFile)) {
      refuse(`${found.name} is not built: ${entryFile} is missing (npm run build)`);
      continue;
    }
    const entry = basename(entryFile);
    bundles.set(found.pluginId, { id: found.pluginId, dir: dirname(entryFile), entry, url: `/api/plugins/${encodeURIComponent(found.pluginId)}/web/${entry}` });
  }
  return { bundles, refused };
}
