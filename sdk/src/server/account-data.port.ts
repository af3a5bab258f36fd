import type { EntityManager, EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';

/** Whose data is exported: the signed-in user and the workspace of their session. */
export interface AccountDataScope {
  userId: string;
  workspaceId: string;
}

/**
 * Where an exporter writes its files. Paths are relative to the exporter's own folder in the
 * archive (its `section`); JSON values are written as indented JSON, bytes as they are.
 */
export interface AccountDataWriter {
  /** One file: a JSON value, or bytes (a logo, a stored PDF). */
  file(path: string, content: unknown): Promise<void>;
  /**
   * A JSON Lines file (one JSON value per line) written row by row, for tables of any size:
   * yield the rows a page at a time instead of reading them all at once.
   */
  lines(path: string, rows: AsyncIterable<unknown>): Promise<void>;
}

/**
 * What a plugin contributes to a user's data export (LGPD, Lei 13.709 art. 18): every record it
 * keeps for the workspace, in a readable form. Never secrets: no password or token hashes, no
 * API keys or share tokens, no FTP credentials.
 */
export interface AccountDataExporter {
  /** The folder of the archive the files go to; the plugin id. */
  readonly section: string;
  export(scope: AccountDataScope, writer: AccountDataWriter): Promise<void>;
}

/**
 * The registry of exporters, provided by the core: each plugin that keeps data registers its
 * exporter when its module starts, so that the core's export never reads plugin tables itself.
 *
 * ```ts
 * @Injectable()
 * export class ReportsAccountData implements OnModuleInit {
 *   constructor(private readonly registry: AccountDataPort, private readonly em: EntityManager) {}
 *   onModuleInit() { this.registry.register({ section: 'reports', export: (scope, writer) => … }); }
 * }
 * ```
 *
 * A plugin's rows must also go when the workspace is deleted: reference `core_workspace(id)`
 * with `on delete cascade`.
 */
export abstract class AccountDataPort {
  abstract register(exporter: AccountDataExporter): void;
  /** The exporters registered so far (the plugin contract checks that a plugin with tables has one). */
  abstract exporters(): readonly AccountDataExporter[];
}

/**
 * Rows read a page at a time: `page(after)` answers the next rows after the last one it was given
 * (null first), in a stable order; an empty page ends it.
 */
export async function* pagedRows<T>(page: (after: T | null) => Promise<readonly T[]>): AsyncIterable<T> {
  let after: T | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield* rows;
    after = rows[rows.length - 1]!;
  }
}

/**
 * Every row of `entity` the EntityManager's filters let through (one workspace's, with a
 * `forWorkspace` fork), oldest first, `pageSize` at a time, each mapped by `toJson`. Pages by
 * position, not by the last created_at: a Date holds milliseconds and PostgreSQL microseconds.
 * `where` narrows it further (one user's rows).
 * The identity map is cleared after each page, so a large export holds one page in memory.
 */
export function pagedEntities<Entity extends { createdAt: Date; id: string }, Out>(
  em: EntityManager,
  entity: EntityName<Entity>,
  toJson: (row: Entity) => Out,
  options: { populate?: readonly string[]; pageSize?: number; where?: FilterQuery<Entity> } = {},
): AsyncIterable<Out> {
  const pageSize = options.pageSize ?? 200;
  let read = 0;
  return pagedRows(async () => {
    const rows = (await em.find(
      entity,
      (options.where ?? {}) as never,
      {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        limit: pageSize,
        offset: read,
        populate: (options.populate ?? []) as never,
      } as unknown as FindOptions<Entity>,
    )) as Entity[];
    read += rows.length;
    const page = rows.map(toJson);
    em.clear();
    return page;
  });
}

/**
 * Every row of one workspace in each of `entities`' tables, as `<table without the plugin
 * prefix>.jsonl` (columns as stored, in snake_case), ordered by primary key, 500 at a time.
 * Columns named in `omit` (`table.column`: share-token hashes, verification tokens) are left out;
 * bytes (PDFs, logos) are given as their size, `{ bytes: n }`. Tables without a `workspace_id`
 * column are skipped (they are not a workspace's data).
 */
export async function exportWorkspaceTables(
  em: EntityManager,
  workspaceId: string,
  writer: AccountDataWriter,
  entities: readonly unknown[],
  options: { prefix: string; omit?: readonly string[] },
): Promise<void> {
  const omitted = new Set(options.omit ?? []);
  for (const entity of entities) {
    const meta = em.getMetadata().get(entity as never);
    const table = meta.tableName;
    const columns = meta.props.flatMap((prop) => prop.fieldNames ?? []);
    if (!columns.includes('workspace_id')) continue;
    const kept = [...new Set(columns)].filter((column) => !omitted.has(`${table}.${column}`));
    const order = meta.primaryKeys.flatMap((key) => meta.properties[key as keyof typeof meta.properties]?.fieldNames ?? []);
    const file = `${table.startsWith(options.prefix) ? table.slice(options.prefix.length) : table}.jsonl`;
    const select = `select ${kept.map((column) => `"${column}"`).join(', ')} from "${table}" where workspace_id = ? order by ${order.map((column) => `"${column}"`).join(', ')} limit 500 offset ?`;
    let read = 0;
    await writer.lines(
      file,
      pagedRows(async () => {
        const rows = (await em.getConnection().execute(select, [workspaceId, read], 'all')) as Record<string, unknown>[];
        read += rows.length;
        return rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value instanceof Uint8Array ? { bytes: value.byteLength } : value])),
        );
      }),
    );
  }
}
