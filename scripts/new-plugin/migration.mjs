// The scaffold's first migration and snapshot, as `npm run migration:create -- <id> items` writes
// them for the item entity (core/server/src/kernel/database/migration-generator): the same name, class,
// statements and snapshot, without building the server or a scratch database.
// new-plugin.spec.ts holds the helpers below to the core's; change them together.

/** What the first migration does: `<id>-<timestamp>-items`. */
export const firstMigrationDescription = 'items';

/** Like the core's nextTimestamp: now, or one second after the latest known migration when that is later. */
export function nextTimestamp(now, knownNames) {
  const format = (date) => date.toISOString().replace(/\D/g, '').slice(0, 14);
  const latest = knownNames
    .map((name) => name.match(/(?:^|-)(\d{14})(?:-|$)/)?.[1])
    .filter(Boolean)
    .sort()
    .at(-1);
  if (!latest || format(now) > latest) return format(now);
  const [, y, mo, d, h, mi, s] = latest.match(/(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/);
  return format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) + 1000));
}

/** Like the core's migrationClassName: `ai-tools-20261126150000-runs` → `AiToolsRunsMigration`. */
export function migrationClassName(migrationName) {
  const words = migrationName
    .replace(/^000-/, '')
    .replace(/-\d{14}-/, '-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return `${words.map((word) => word[0].toUpperCase() + word.slice(1)).join('')}Migration`;
}

/** Like the core's migrationSource: the TypeScript of a generated migration. */
export function migrationSource({ migrationName, description, up, down }) {
  const statement = (sql) => `    this.addSql(\`${sql.replace(/;$/, '').replace(/[`$\\]/g, '\\$&')}\`);\n`;
  return [
    `import { Migration } from '@mikro-orm/migrations';\n`,
    `\n`,
    `/** ${description}: generated from the entities by \`npm run migration:create\`. */\n`,
    `export class ${migrationClassName(migrationName)} extends Migration {\n`,
    `  override up(): void {\n`,
    ...up.map(statement),
    `  }\n`,
    `\n`,
    `  override down(): void {\n`,
    ...down.map(statement),
    `  }\n`,
    `}\n`,
  ].join('');
}

/** The statements MikroORM's migrator writes for the item entity's table (its snapshot is templates/server/src/migrations/). */
export function itemTableStatements(table) {
  return {
    up: [
      `create table "${table}" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "url" text not null, "performance" smallint null, "analysed_at" timestamptz null, "checked_at" timestamptz null, "next_check_at" timestamptz not null, primary key ("id"));`,
      `create index ${table}_workspace_idx on ${table} (workspace_id, created_at desc);`,
      `create index "${table}_due_idx" on "${table}" ("next_check_at");`,
      `alter table "${table}" add constraint "${table}_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade;`,
    ],
    down: [`drop table if exists "${table}" cascade;`],
  };
}

/** The first migration of a new plugin: its name, class and source. */
export function firstMigration(names, knownNames, now) {
  const name = `${names.id}-${nextTimestamp(now, knownNames)}-${firstMigrationDescription}`;
  const { up, down } = itemTableStatements(names.table);
  return { name, className: migrationClassName(name), source: migrationSource({ migrationName: name, description: firstMigrationDescription, up, down }) };
}
