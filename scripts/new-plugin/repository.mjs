// What the generator reads from the repository: the plugins there are, the plan features already
// declared, and the migrations already written (a new one must run after all of them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders in plugins/. */
export function existingPluginIds(root) {
  return readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The feature keys the core (sdk/src/shared/features.ts) and the plugins' manifests declare. */
export function declaredFeatureKeys(root) {
  const sources = [join(root, 'sdk/src/shared/features.ts'), ...existingPluginIds(root).map((id) => join(root, 'plugins', id, 'shared/src/manifest.ts'))];
  return sources
    .filter((file) => existsSync(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bkey:\s*'([A-Za-z0-9]+)'/g)].map((match) => match[1]));
}

/** The names of the core's and the plugins' migrations (`reports-20261122120000-brand-and-pdfs`), from their files. */
export function knownMigrationNames(root) {
  const folders = [
    join(root, 'core/server/src/kernel/database/migrations'),
    ...existingPluginIds(root).map((id) => join(root, 'plugins', id, 'server/src/migrations')),
  ];
  return folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder))
    .filter((file) => /-\d{14}-.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''));
}
