import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PluginMigration, ServerPlugin } from '../server/define-server-plugin.js';
import { adminUrl } from './test-database.js';
import { testRunTag } from './test-run.js';

/** The prefix of every template database; the test environment drops this run's when it stops. */
export const TEMPLATE_PREFIX = 'otimiza_tpl_';

/** The migrations a set of plugins applies, in a name that changes with any of their code. */
function templateName(migrations: readonly PluginMigration[]): string {
  const hash = createHash('sha256');
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) hash.update(`${migration.name}\n${String(migration.class)}\n`);
  return `${TEMPLATE_PREFIX}${testRunTag()}_${hash.digest('hex').slice(0, 16)}`;
}

/** Templates this process made or found, by name. */
const known = new Map<string, Promise<string>>();

/**
 * A database migrated for `plugins`, to copy (`create database … template`) instead of migrating
 * each spec file's own: one migration run per plugin set and run instead of one per app started.
 * Workers of one run share it: the first makes it under an advisory lock, the others wait and copy.
 */
export function migratedTemplate(plugins: readonly ServerPlugin[]): Promise<string> {
  const run = async () => {
    const { coreMigrations, loadConfig, startServer } = await import('@otimiza/core-server');
    const name = templateName([...coreMigrations, ...plugins.flatMap((plugin) => plugin.migrations)]);
    const cached = known.get(name);
    if (cached) return cached;
    const making = makeTemplate(name, async (url) => {
      // No queue, no timers: the app starts only to migrate, and leaves nothing in Redis.
      const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', REDIS_URL: '', SCHEDULED_TICKS: 'off', DATABASE_URL: url };
      const running = await startServer({ config: loadConfig(env, plugins), plugins, listen: false });
      await running.close();
    });
    known.set(name, making);
    making.catch(() => known.delete(name));
    return making;
  };
  return run();
}

async function makeTemplate(name: string, migrate: (url: string) => Promise<void>): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl().toString() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query<{ datistemplate: boolean }>('select datistemplate from pg_database where datname = $1', [name]);
    // A template is marked only once migrated: an unmarked one is what a killed run left half-made.
    if (rows[0]?.datistemplate) return name;
    if (rows[0]) await client.query(`drop database "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    const url = adminUrl();
    url.pathname = `/${name}`;
    try {
      await migrate(url.toString());
    } catch (error) {
      await client.query(`drop database if exists "${name}" with (force)`);
      throw error;
    }
    await client.query(`alter database "${name}" is_template true allow_connections false`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
}
