import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PluginMigration, ServerPlugin } from '@otimiza/sdk/server';
import { createTestDatabase, testRunTag, testServerUrl, type TestDatabase } from '@otimiza/sdk/testing';

/**
 * Named like every database of the run (`otimiza_test_<run>_…`), so the test environment drops
 * the templates with what spec files left; the hash changes with any migration's name or code.
 */
function templateName(migrations: readonly PluginMigration[]): string {
  const hash = createHash('sha256');
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) hash.update(`${migration.name}\n${String(migration.class)}\n`);
  return `otimiza_test_${testRunTag()}_tpl_${hash.digest('hex').slice(0, 16)}`;
}

/** Templates this worker made or found, by name. */
const known = new Map<string, Promise<string>>();

/**
 * A database migrated for `plugins`, for each spec app to copy (`create database … template`)
 * instead of running every migration again: one migration run per plugin set and test run. The
 * workers of a run share it: the first makes it under an advisory lock, the others wait for the
 * lock and find it made.
 */
export async function migratedTemplate(plugins: readonly ServerPlugin[]): Promise<string> {
  const { coreMigrations, migrateDatabase } = await import('@otimiza/core-server');
  const name = templateName([...coreMigrations, ...plugins.flatMap((plugin) => plugin.migrations)]);
  let making = known.get(name);
  if (!making) {
    making = makeTemplate(name, (url) => migrateDatabase(url, plugins));
    known.set(name, making);
    making.catch(() => known.delete(name));
  }
  return making;
}

async function makeTemplate(name: string, migrate: (url: string) => Promise<unknown>): Promise<string> {
  const client = new pg.Client({ connectionString: testServerUrl().toString() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query<{ datistemplate: boolean }>('select datistemplate from pg_database where datname = $1', [name]);
    // Marked a template only once migrated: an unmarked one is what a killed worker left half-made.
    if (rows[0]?.datistemplate) return name;
    if (rows[0]) await client.query(`drop database "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    const url = testServerUrl();
    url.pathname = `/${name}`;
    try {
      await migrate(url.toString());
    } catch (error) {
      await client.query(`drop database if exists "${name}" with (force)`);
      throw error;
    }
    // No connection may stay on a template while it is copied: none are allowed from now on.
    await client.query(`alter database "${name}" with is_template true allow_connections false`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
}

/**
 * A database of its own for a spawned server with every installed plugin (spawnServer's default),
 * copied from their migrated template: the server's own migration run at start finds nothing to do.
 */
export async function createMigratedDatabase(): Promise<TestDatabase> {
  const { installedServerPlugins } = await import('@otimiza/core-server');
  const { plugins } = await installedServerPlugins();
  return createTestDatabase(await migratedTemplate(plugins));
}
