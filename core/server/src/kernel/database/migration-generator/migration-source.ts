/** Where a package's migrations live and which tables are its own. */
export interface MigrationPackage {
  id: string;
  folder: string;
  /** The file whose list registers the package's migrations. */
  registry: string;
  /** How its migrations' names start: `000-core`, `analysis`. */
  namePrefix: string;
  tablePrefix: string;
  tables: ReadonlySet<string>;
}

/** The name a statement's pattern found, quoted or not: an index written as SQL (`newestFirstIndex`) comes back with its names unquoted. */
const nameIn = (match: RegExpMatchArray | null): string | undefined => match?.[1] ?? match?.[2];

/**
 * The statements of a schema difference that concern the given tables: `create table`,
 * `alter table`, `create index … on`, `comment on` name their table; a `drop index` names only
 * its index, whose name starts with its table's (the naming strategy's rule).
 */
export function statementsOfTables(statements: readonly string[], tables: ReadonlySet<string>): string[] {
  const quoted = [...tables].map((table) => `"${table}"`);
  return statements
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
    .filter((statement) => {
      const droppedIndex = nameIn(statement.match(/^drop index (?:if exists )?(?:"([^"]+)"|(\w+))/i));
      if (droppedIndex) return [...tables].some((table) => droppedIndex.startsWith(`${table}_`));
      // A statement belongs to the table it changes, not to the ones it names (another package's foreign key to core_workspace).
      const subject =
        statement.match(/^(?:create|alter|drop) table (?:if (?:not )?exists )?"([^"]+)"/i)?.[1] ??
        nameIn(statement.match(/^create (?:unique )?index (?:if not exists )?(?:"[^"]+"|\w+) on (?:"([^"]+)"|(\w+))/i));
      if (subject) return tables.has(subject);
      return quoted.some((table) => statement.includes(table));
    });
}

/**
 * The next migration's `yyyyMMddHHmmss`: now, or one second after the latest migration known
 * when that is later (migrations run in the order of these times, and a new one must run last).
 */
export function nextTimestamp(now: Date, knownNames: readonly string[]): string {
  const format = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);
  const latest = knownNames
    .map((name) => name.match(/(?:^|-)(\d{14})(?:-|$)/)?.[1])
    .filter((stamp): stamp is string => Boolean(stamp))
    .sort()
    .at(-1);
  if (!latest || format(now) > latest) return format(now);
  const [, y, mo, d, h, mi, s] = latest.match(/(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/)!;
  return format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) + 1000));
}

/** `analysis-20261126150000-updated-at` → `AnalysisUpdatedAtMigration` (the core's: `CoreUpdatedAtMigration`). */
export function migrationClassName(migrationName: string): string {
  const words = migrationName
    .replace(/^000-/, '')
    .replace(/-\d{14}-/, '-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return `${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Migration`;
}

/** The TypeScript source of a generated migration. */
export function migrationSource(input: { migrationName: string; description: string; up: readonly string[]; down: readonly string[] }): string {
  const statement = (sql: string) => `    this.addSql(\`${sql.replace(/;$/, '').replace(/[`$\\]/g, '\\$&')}\`);\n`;
  return [
    `import { Migration } from '@mikro-orm/migrations';\n`,
    `\n`,
    `/** ${input.description}: generated from the entities by \`npm run migration:create\`. */\n`,
    `export class ${migrationClassName(input.migrationName)} extends Migration {\n`,
    `  override up(): void {\n`,
    ...input.up.map(statement),
    `  }\n`,
    `\n`,
    `  override down(): void {\n`,
    ...input.down.map(statement),
    `  }\n`,
    `}\n`,
  ].join('');
}
