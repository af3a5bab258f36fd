import { MikroORM } from '@mikro-orm/postgresql';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { ormOptions } from './orm-options.js';

/**
 * Applies the core's and `plugins`' migrations to the database at `url`, starting nothing else
 * (no modules, no queue, no start-up writes): the test kit migrates its template databases with it.
 */
export async function migrateDatabase(url: string, plugins: readonly ServerPlugin[]): Promise<number> {
  const options = ormOptions({ url, plugins, poolSize: 2 });
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true }, allowGlobalContext: true });
  try {
    return (await orm.migrator.up()).length;
  } finally {
    await orm.close(true);
  }
}
