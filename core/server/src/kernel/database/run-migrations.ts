import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from 'pino';

// Any fixed 64-bit key: processes of one installation serialise their migrations on it.
const MIGRATION_LOCK_KEY = 7_402_811_903;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock on a session of its own,
 * so that an api and a worker starting together never migrate at the same time.
 */
export async function runMigrations(orm: MikroORM, databaseUrl: string, log: Logger): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    if (applied.length === 0) return;
    log.info(`database migrations applied: ${applied.length}`);
    log.debug({ applied: applied.map((m) => m.name) }, 'database migrations applied');
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
