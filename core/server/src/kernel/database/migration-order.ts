import type { PluginMigration } from '@otimiza/sdk/server';

const timestampOf = (name: string) => name.match(/(?:^|-)(\d{14})(?:-|$)/)?.[1];

/**
 * The core's and the plugins' migrations in the order they were written: by the
 * `yyyyMMddHHmmss` in their names (`000-core-20261122000000-instance`,
 * `analysis-20261122020000-analyses`), the given order breaking ties. A plugin's migration that
 * alters a core table after a later core change then runs after it, as it did where it was written.
 */
export function inTimestampOrder(migrations: readonly PluginMigration[]): PluginMigration[] {
  for (const migration of migrations) {
    if (!timestampOf(migration.name)) throw new Error(`migration "${migration.name}" has no yyyyMMddHHmmss timestamp in its name`);
  }
  return migrations
    .map((migration, index) => ({ migration, index, at: timestampOf(migration.name)! }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.index - b.index)
    .map(({ migration }) => migration);
}
