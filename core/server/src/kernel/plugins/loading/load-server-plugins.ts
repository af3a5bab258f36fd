import { realpathSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { findPluginPackages, realPluginFolders, type FoundPluginPackage } from './find-plugin-packages.js';
import { pluginEntryFile } from './plugin-entry.js';
import { registerHostResolution } from './register-host-resolution.js';
import { sdkIncompatibility } from './sdk-compatibility.js';

/** A plugin found at start and not mounted, with why (shown in the start's log and in GET /api/health). */
export interface RefusedPlugin {
  id: string;
  dir: string;
  reason: string;
}

export interface LoadedServerPlugins {
  plugins: ServerPlugin[];
  refused: RefusedPlugin[];
}

export interface PluginSources {
  /** Plugins folders (PLUGINS_DIR), searched first. */
  pluginFolders: readonly string[];
  /** node_modules folders whose installed packages with an `otimiza` field are plugins too. */
  packageFolders: readonly string[];
  /** The host's own folder: plugin folders outside it get the host's shared packages (host-resolution.ts). */
  hostRoot: string;
}

function isServerPlugin(value: unknown): value is ServerPlugin {
  const candidate = value as Partial<ServerPlugin> | null;
  return Boolean(candidate && typeof candidate === 'object' && candidate.manifest && typeof candidate.manifest.id === 'string' && candidate.module);
}

function isInside(folder: string, root: string): boolean {
  const path = relative(root, folder);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

async function importPlugin(found: FoundPluginPackage): Promise<ServerPlugin> {
  const entry = pluginEntryFile(found);
  if (!entry) throw new Error(`${found.name}'s package.json names no entry ("exports" or "main")`);
  const loaded = (await import(pathToFileURL(entry).href)) as { default?: unknown };
  if (!isServerPlugin(loaded.default)) throw new Error(`${entry} does not export a server plugin (defineServerPlugin) as its default`);
  if (loaded.default.manifest.id !== found.pluginId) {
    throw new Error(`${found.name} says "otimiza.pluginId": "${found.pluginId}" but its manifest's id is "${loaded.default.manifest.id}"`);
  }
  return loaded.default;
}

/**
 * The server plugins this host can mount, found in the plugins folders and among installed
 * packages, loaded with import(): nothing about them is compiled into the host. A plugin whose
 * SDK range excludes this host, that fails to load, or whose id another folder already gave, is
 * refused with the reason and the others still load; the PLUGINS setting then picks among them.
 */
export async function loadServerPlugins(sources: PluginSources): Promise<LoadedServerPlugins> {
  registerHostResolution(sources.pluginFolders.flatMap(realPluginFolders).filter((folder) => !isInside(folder, realpathSync(sources.hostRoot))));
  const plugins: ServerPlugin[] = [];
  const refused: RefusedPlugin[] = [];
  const loadedFrom = new Map<string, string>();
  for (const found of findPluginPackages([...sources.pluginFolders, ...sources.packageFolders], 'server-plugin')) {
    const refuse = (reason: string) => refused.push({ id: found.pluginId, dir: found.dir, reason });
    const earlier = loadedFrom.get(found.pluginId);
    if (earlier) {
      refuse(`plugin "${found.pluginId}" is in both ${earlier} and ${found.dir}: the first is mounted`);
      continue;
    }
    const incompatibility = sdkIncompatibility(found);
    if (incompatibility) {
      refuse(incompatibility);
      continue;
    }
    try {
      plugins.push(await importPlugin(found));
      loadedFrom.set(found.pluginId, found.dir);
    } catch (error) {
      refuse(`plugin "${found.pluginId}" could not be loaded from ${found.dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { plugins, refused };
}
