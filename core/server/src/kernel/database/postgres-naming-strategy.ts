import { UnderscoreNamingStrategy } from '@mikro-orm/core';

const postgresSuffix = { foreign: 'fkey', unique: 'key', index: 'idx' } as const;

/**
 * MikroORM's underscore names, with constraints and indexes named as PostgreSQL names them when a
 * migration does not (`core_membership_user_id_fkey`, `core_user_email_key`): the tables created by
 * hand-written migrations and the schema derived from the entities then agree.
 */
export class PostgresNamingStrategy extends UnderscoreNamingStrategy {
  override indexName(tableName: string, columns: string[], type: Parameters<UnderscoreNamingStrategy['indexName']>[2]): string {
    const name = super.indexName(tableName, columns, type);
    const suffix = postgresSuffix[type as keyof typeof postgresSuffix];
    return suffix ? name.replace(new RegExp(`_${type}$`), `_${suffix}`) : name;
  }
}
