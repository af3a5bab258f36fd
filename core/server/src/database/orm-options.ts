import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { coreEntities } from './core-entities.js';
import { inTimestampOrder } from './migration-order.js';
import { coreMigrations } from './migrations/index.js';
import { PostgresNamingStrategy } from './postgres-naming-strategy.js';
import { PreparedStatementClient } from './prepared-statement-client.js';

export interface DatabaseOptions {
  url: string;
  plugins: readonly ServerPlugin[];
  debug?: boolean;
}

/** MikroORM's options for the core and the mounted plugins: the server's, the migration generator's and the specs'. */
export function ormOptions(options: DatabaseOptions): Options {
  const entities = [...coreEntities, ...options.plugins.flatMap((plugin) => plugin.entities)];
  const migrationsList = inTimestampOrder([...coreMigrations, ...options.plugins.flatMap((plugin) => plugin.migrations)]);
  return {
    driver: PostgreSqlDriver,
    clientUrl: options.url,
    entities: entities as never[],
    namingStrategy: PostgresNamingStrategy,
    extensions: [Migrator],
    migrations: { migrationsList: migrationsList as never[], tableName: 'core_migrations', transactional: true, allOrNothing: true, snapshot: false },
    debug: options.debug ?? false,
    pool: { min: 0, max: 10 },
    driverOptions: { Client: PreparedStatementClient },
  };
}
