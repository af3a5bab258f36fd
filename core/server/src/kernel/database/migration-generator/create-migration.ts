import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { TSMigrationGenerator } from '@mikro-orm/migrations';
import type { ServerPlugin } from '@otimiza/sdk/server';
import { coreEntities } from '../../../data/core-entities.js';
import { coreMigrations } from '../migrations/index.js';
import { ormOptions } from '../orm-options.js';
import { migrationSource, nextTimestamp, statementsOfTables, type MigrationPackage } from './migration-source.js';
import { registerMigration } from './register-migration.js';

export interface CreateMigrationOptions {
  /** The repository's root folder. */
  root: string;
  /** `core`, or the id of an installed plugin. */
  target: string;
  /** What the migration does, in kebab case: `analysis-updated-at`. */
  name: string;
  plugins: readonly ServerPlugin[];
  /** A PostgreSQL server on which a scratch database may be created: needed only while a package has no snapshot yet. */
  databaseUrl: string;
  now?: Date;
}

/** `created`: the new migration's file; `registry`: the file whose migration list now names it. */
export type CreateMigrationResult = { created: string; registry: string; statements: number } | { unchanged: true };

/**
 * `npm run migration:create -- <core|plugin> <name>`: writes the migration that brings the
 * package's tables from its snapshot to its entities, registers it, and updates the snapshot.
 * MikroORM's migrator computes the difference (snapshots on, one per package beside its
 * migrations); only the statements on the package's own tables are kept, so a change in the
 * core or another plugin never lands in this package's migration. Without a snapshot yet, the
 * difference is taken from a scratch database migrated to the latest migration.
 */
export async function createMigration(options: CreateMigrationOptions): Promise<CreateMigrationResult> {
  const pkg = packageOf(options);
  const snapshotName = `.snapshot-${pkg.id}`;
  const offline = existsSync(join(pkg.folder, `${snapshotName}.json`));
  const scratch = offline ? null : await ScratchDatabase.create(options.databaseUrl);
  const written: { file?: string; statements?: number } = {};
  const timestamp = nextTimestamp(
    options.now ?? new Date(),
    [...coreMigrations, ...options.plugins.flatMap((plugin) => plugin.migrations)].map((m) => m.name),
  );
  const migrationName = `${pkg.namePrefix}-${timestamp}-${options.name}`;

  class PackageMigrationGenerator extends TSMigrationGenerator {
    override async generate(diff: { up: string[]; down: string[] }): Promise<[string, string]> {
      const up = statementsOfTables(diff.up, pkg.tables);
      const down = statementsOfTables(diff.down, pkg.tables);
      if (up.length === 0) throw new NothingToGenerate();
      const source = migrationSource({ migrationName, description: options.name, up, down });
      const file = join(pkg.folder, `${migrationName}.ts`);
      writeFileSync(file, source);
      Object.assign(written, { file, statements: up.length });
      return [source, `${migrationName}.ts`];
    }
  }

  const base = ormOptions({ url: scratch?.url ?? options.databaseUrl, plugins: options.plugins });
  const orm = await MikroORM.init({
    ...base,
    ...(offline ? { connect: false } : {}),
    migrations: { ...base.migrations, path: pkg.folder, snapshot: true, snapshotName, generator: PackageMigrationGenerator },
  });
  try {
    for (const entity of orm.getMetadata().getAll().values()) {
      if (pkg.tables.has(entity.tableName) && !entity.tableName.startsWith(pkg.tablePrefix)) {
        throw new Error(`table "${entity.tableName}" of ${pkg.id} must start with "${pkg.tablePrefix}"`);
      }
    }
    if (!offline) await orm.migrator.up();
    await orm.migrator.create(pkg.folder, false, false, options.name).catch(async (error: unknown) => {
      if (!(error instanceof NothingToGenerate)) throw error;
      // Nothing to write: the first run still keeps the snapshot, so that the next one needs no database.
      if (!offline) await (orm.migrator as unknown as { storeCurrentSchema(): Promise<void> }).storeCurrentSchema();
    });
    keepOwnTables(join(pkg.folder, `${snapshotName}.json`), pkg.tables);
  } finally {
    await orm.close(true);
    await scratch?.drop();
  }
  if (!written.file) return { unchanged: true };
  registerMigration(pkg, migrationName);
  return { created: written.file, registry: pkg.registry, statements: written.statements! };
}

class NothingToGenerate extends Error {}

/** A package's snapshot holds its own tables only (MikroORM writes every entity's). */
function keepOwnTables(snapshotFile: string, tables: ReadonlySet<string>): void {
  if (!existsSync(snapshotFile)) return;
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as { tables: { name: string }[] };
  snapshot.tables = snapshot.tables.filter((table) => tables.has(table.name));
  writeFileSync(snapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);
}

function packageOf(options: CreateMigrationOptions): MigrationPackage {
  if (options.target === 'core') {
    return {
      id: 'core',
      folder: join(options.root, 'core/server/src/kernel/database/migrations'),
      registry: join(options.root, 'core/server/src/kernel/database/migrations/index.ts'),
      namePrefix: '000-core',
      tablePrefix: 'core_',
      tables: tablesOf(coreEntities),
    };
  }
  const plugin = options.plugins.find((candidate) => candidate.manifest.id === options.target);
  if (!plugin) throw new Error(`no installed plugin "${options.target}" (installed: core, ${options.plugins.map((p) => p.manifest.id).join(', ')})`);
  const id = plugin.manifest.id;
  return {
    id,
    folder: join(options.root, `plugins/${id}/server/src/migrations`),
    registry: join(options.root, `plugins/${id}/server/src/index.ts`),
    namePrefix: id,
    tablePrefix: `${id.replace(/-/g, '_')}_`,
    tables: tablesOf(plugin.entities),
  };
}

function tablesOf(entities: readonly unknown[]): Set<string> {
  return new Set(
    entities.map((entity) => (entity as { meta: { tableName?: string; collection?: string } }).meta).map((meta) => meta.tableName ?? meta.collection ?? ''),
  );
}

/** A database of its own on the given server, dropped afterwards. */
class ScratchDatabase {
  private constructor(
    readonly url: string,
    private readonly serverUrl: string,
    private readonly name: string,
  ) {}

  static async create(serverUrl: string): Promise<ScratchDatabase> {
    const name = `otimiza_migration_${process.pid}_${Date.now()}`;
    await runOnServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return new ScratchDatabase(url.toString(), serverUrl, name);
  }

  async drop(): Promise<void> {
    await runOnServer(this.serverUrl, `drop database if exists ${this.name}`);
  }
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: serverUrl, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    // A database is created and dropped outside any entity: there is no query builder for it.
    await orm.em.getConnection().execute(statement);
  } finally {
    await orm.close(true);
  }
}
