import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/** A package whose package.json has an `otimiza` field of the role looked for. */
export interface FoundPluginPackage {
  /** The package's folder, symlinks resolved. */
  dir: string;
  name: string;
  pluginId: string;
  /** The SDK range the plugin was built for (`otimiza.sdk`), or null when it declares none. */
  sdkRange: string | null;
  exports: unknown;
  main: string | undefined;
  /** A web package's built entry (`otimiza.entry`, e.g. `dist/index.js`), or null. */
  webEntry: string | null;
}

interface PackageJson {
  name?: string;
  main?: string;
  exports?: unknown;
  workspaces?: unknown;
  otimiza?: { role?: string; pluginId?: string; sdk?: string; entry?: string };
}

function readPackageJson(dir: string): PackageJson | null {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return null;
  try {
    const text = readFileSync(path, 'utf8');
    // Most of node_modules is neither a plugin nor a workspace: no need to parse what would be skipped.
    if (!text.includes('"otimiza"') && !text.includes('"workspaces"')) return {};
    return JSON.parse(text) as PackageJson;
  } catch {
    return null;
  }
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() || entry.isSymbolicLink()) && !entry.name.startsWith('.'))
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

/**
 * A plugin's own npm workspace (one written outside this repository, `npm run new-plugin -- <id> --out`):
 * a package.json with `workspaces` and no `otimiza` role of its own, whose parts are its subfolders.
 */
function isPluginWorkspace(packageJson: PackageJson): boolean {
  return Array.isArray(packageJson.workspaces) && !packageJson.otimiza?.role;
}

interface Candidate {
  dir: string;
  packageJson: PackageJson;
}

/**
 * Folders that may hold a package, two levels deep, each with its package.json read once:
 * `<folder>/<package>` (an installed package, or a plugin copied in as one) and
 * `<folder>/<plugin>/<part>` (the repo's `plugins/<id>/server`, or a plugin's own workspace copied
 * in whole, node_modules and all) — in node_modules, `@scope/<package>` is the same shape.
 */
function candidates(folder: string): Candidate[] {
  return subfolders(folder).flatMap((child): Candidate[] => {
    const packageJson = readPackageJson(child);
    if (packageJson && !isPluginWorkspace(packageJson)) return [{ dir: child, packageJson }];
    return subfolders(child).flatMap((part) => {
      const partJson = readPackageJson(part);
      return partJson ? [{ dir: part, packageJson: partJson }] : [];
    });
  });
}

/**
 * The real folders a plugins folder's code lives in: the folder itself and, for each plugin linked
 * into it (`ln -s ~/work/my-plugin $PLUGINS_DIR/my-plugin`), the folder the link points to. Node
 * names a module by its real path, so these are what a resolve hook sees as an import's parent.
 */
export function realPluginFolders(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const linked = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .flatMap((entry) => {
      try {
        return [realpathSync(join(folder, entry.name))];
      } catch {
        return []; // a dangling link holds no code
      }
    });
  return [...new Set([realpathSync(folder), ...linked])];
}

/**
 * The packages of `role` ('server-plugin', 'web-plugin') in the given folders, each once (a
 * workspace symlink in node_modules and the folder it points to are one package), sorted by plugin id.
 */
export function findPluginPackages(folders: readonly string[], role: string): FoundPluginPackage[] {
  const found = new Map<string, FoundPluginPackage>();
  for (const folder of folders) {
    for (const { dir: candidate, packageJson } of candidates(folder)) {
      if (packageJson.otimiza?.role !== role || !packageJson.name || !packageJson.otimiza.pluginId) continue;
      const dir = realpathSync(candidate);
      if (found.has(dir)) continue;
      found.set(dir, {
        dir,
        name: packageJson.name,
        pluginId: packageJson.otimiza.pluginId,
        sdkRange: packageJson.otimiza.sdk ?? null,
        exports: packageJson.exports,
        main: packageJson.main,
        webEntry: typeof packageJson.otimiza.entry === 'string' ? packageJson.otimiza.entry : null,
      });
    }
  }
  // Stable: for one id, the folder searched first comes first.
  return [...found.values()].sort((a, b) => a.pluginId.localeCompare(b.pluginId));
}
