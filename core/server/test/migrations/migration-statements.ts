import type { Migration } from '@mikro-orm/migrations';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/** The statements of one direction of a migration, to replay on a database already migrated. */
export function migrationStatements(migrationClass: MigrationClass, direction: 'up' | 'down'): string[] {
  const migration = new migrationClass({ getPlatform: () => ({}) } as never, {} as never);
  void migration[direction]();
  return migration.getQueries().map((query) => String(query));
}
