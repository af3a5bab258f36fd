import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { coreEntities } from '../../data/core-entities.js';
import { inTimestampOrder } from './migration-order.js';
import { coreMigrations } from './migrations/index.js';
import { NestedConnectionGuardDriver, refuseNestedAcquisitions } from './nested-connection-guard.js';
import { PostgresNamingStrategy } from './postgres-naming-strategy.js';
import { PreparedStatementClient } from './prepared-statement-client.js';

export interface DatabaseOptions {
  url: string;
  plugins: readonly ServerPlugin[];
  debug?: boolean;
  /** Connections in the pool (10 when not given). */
  poolSize?: number;
  /** Test runs: a second pooled connection asked for inside a transaction throws (nested-connection-guard.ts). */
  refuseNestedConnections?: boolean;
}

/** MikroORM's options for the core and the mounted plugins: the server's, the migration generator's and the specs'. */
export function ormOptions(options: DatabaseOptions): Options {
  const entities = [...coreEntities, ...options.plugins.flatMap((plugin) => plugin.entities)];
  const migrationsList = inTimestampOrder([...coreMigrations, ...options.plugins.flatMap((plugin) => plugin.migrations)]);
  return {
    driver: options.refuseNestedConnections ? NestedConnectionGuardDriver : PostgreSqlDriver,
    clientUrl: options.url,
    entities: entities as never[],
    namingStrategy: PostgresNamingStrategy,
    extensions: [Migrator],
    migrations: { migrationsList: migrationsList as never[], tableName: 'core_migrations', transactional: true, allOrNothing: true, snapshot: false },
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolSize ?? 10 },
    driverOptions: {
      Client: PreparedStatementClient,
      ...(options.refuseNestedConnections ? { onPoolCreated: (pool: pg.Pool) => refuseNestedAcquisitions(pool) } : {}),
    },
  };
}
