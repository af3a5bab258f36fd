import type { DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { accountEntities } from '../accounts/accounts.entities.js';
import { InstanceSchema } from '../instance/instance.entity.js';
import { AiUsageSchema } from '../ai/ai-usage.entity.js';
import { ServiceStatusSchema } from '../service-status/service-status.entity.js';
import { coreMigrations } from './migrations/index.js';
import { PostgresNamingStrategy } from './postgres-naming-strategy.js';

export interface DatabaseOptions {
  url: string;
  plugins: readonly ServerPlugin[];
  debug?: boolean;
}

/**
 * MikroORM on PostgreSQL with the core's and the mounted plugins' entities and migrations.
 * The MikroORM module is global: every module can inject `EntityManager` and `MikroORM`.
 */
export function databaseModule(options: DatabaseOptions): Promise<DynamicModule> | DynamicModule {
  const entities = [InstanceSchema, ...accountEntities, AiUsageSchema, ServiceStatusSchema, ...options.plugins.flatMap((plugin) => plugin.entities)];
  const migrationsList = [...coreMigrations, ...options.plugins.flatMap((plugin) => plugin.migrations)];
  return MikroOrmModule.forRoot({
    driver: PostgreSqlDriver,
    clientUrl: options.url,
    entities: entities as never[],
    namingStrategy: PostgresNamingStrategy,
    extensions: [Migrator],
    migrations: { migrationsList: migrationsList as never[], tableName: 'core_migrations', transactional: true, allOrNothing: true, snapshot: false },
    debug: options.debug ?? false,
    pool: { min: 0, max: 10 },
    registerRequestContext: true,
  });
}
