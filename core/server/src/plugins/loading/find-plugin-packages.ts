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
  otimiza?: { role?: string; pluginId?: string; sdk?: string; entry?: string };
}

function readPackageJson(dir: string): PackageJson | null {
  const path = join(dir, 'package.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
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
 * Folders that may hold a package, two levels deep: `<folder>/<package>` (an installed package,
 * or a plugin copied in as one) and `<folder>/<plugin>/<part>` (the repo's `plugins/<id>/server`)
 * — in node_modules, `@scope/<package>` is the same shape.
 */
function candidateFolders(folder: string): string[] {
  return subfolders(folder).flatMap((child) => (readPackageJson(child) ? [child] : subfolders(child)));
}

/**
 * The packages of `role` ('server-plugin', 'web-plugin') in the given folders, each once (a
 * workspace symlink in node_modules and the folder it points to are one package), sorted by plugin id.
 */
export function findPluginPackages(folders: readonly string[], role: string): FoundPluginPackage[] {
  const found = new Map<string, FoundPluginPackage>();
  for (const folder of folders) {
    for (const candidate of candidateFolders(folder)) {
      const packageJson = readPackageJson(candidate);
      if (packageJson?.otimiza?.role !== role || !packageJson.name || !packageJson.otimiza.pluginId) continue;
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
