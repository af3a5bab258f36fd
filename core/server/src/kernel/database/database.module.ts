import type { DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ormOptions, type DatabaseOptions } from './orm-options.js';

export type { DatabaseOptions } from './orm-options.js';

/**
 * MikroORM on PostgreSQL with the core's and the mounted plugins' entities and migrations.
 * The MikroORM module is global: every module can inject `EntityManager` and `MikroORM`.
 */
export function databaseModule(options: DatabaseOptions): Promise<DynamicModule> | DynamicModule {
  return MikroOrmModule.forRoot({ ...ormOptions(options), registerRequestContext: true });
}
