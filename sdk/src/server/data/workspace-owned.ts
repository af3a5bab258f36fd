import { p, type EntityManager } from '@mikro-orm/core';
import { createdAtProperty, updatedAtProperty, uuidPrimaryKey } from './row-properties.js';
import { WorkspaceSchema } from './user-and-workspace.entities.js';

/** The name of the filter that keeps every workspace-owned query to one workspace. */
export const WORKSPACE_FILTER = 'workspace';

export interface WorkspaceFilterParams {
  workspaceId: string;
}

/**
 * The properties a workspace-owned entity starts with: the workspace it belongs to and when it
 * was created and last changed. Spread them into `defineEntity`'s `properties`, and spread
 * `workspaceFilter` into its `filters`.
 */
export const workspaceOwnedProperties = () => ({
  // Rows go with their workspace when it is deleted.
  workspace: () => p.manyToOne(WorkspaceSchema).fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
  createdAt: createdAtProperty(),
  updatedAt: updatedAtProperty(),
});

/**
 * On by default: a read, update or delete of a workspace-owned entity sees only the workspace in
 * the EntityManager's filter params — set by the core from the request's session, or by
 * `forWorkspace` in a job. With none set, MikroORM refuses the query ('No arguments provided for
 * filter'), so a forgotten scope fails loudly instead of reading another workspace's rows. Work
 * that really crosses workspaces says so at the call: `{ ...acrossWorkspaces }` in its options.
 */
export const workspaceFilter = {
  [WORKSPACE_FILTER]: {
    name: WORKSPACE_FILTER,
    default: true,
    cond: (params: WorkspaceFilterParams) => ({ workspace: params.workspaceId }),
  },
};

/**
 * Options that turn the workspace filter off for one call: a scheduler, a job that addresses its
 * row by id, a public link looked up by its token. Spread into `find`, `nativeUpdate`, `count`….
 */
export const acrossWorkspaces = { filters: { [WORKSPACE_FILTER]: false } };

/** The request's or a job's EntityManager scoped to one workspace (a new fork: its own identity map). */
export function forWorkspace<T extends EntityManager>(em: T, workspaceId: string): T {
  const fork = em.fork() as T;
  fork.setFilterParams(WORKSPACE_FILTER, { workspaceId } satisfies WorkspaceFilterParams);
  return fork;
}

/**
 * The same filter for an entity that belongs to a workspace through its parent (a run of a
 * report): the parent's workspace decides. `relation` is the property that names the parent.
 */
export const workspaceFilterThrough = (relation: string) => ({
  [WORKSPACE_FILTER]: {
    name: WORKSPACE_FILTER,
    default: true,
    cond: (params: WorkspaceFilterParams) => ({ [relation]: { workspace: params.workspaceId } }),
  },
});

/**
 * The index a workspace's newest-first list reads (`<table>_workspace_idx` on workspace_id,
 * created_at desc): written as SQL because MikroORM's index options have no column order.
 */
export const newestFirstIndex = (tableName: string, name = `${tableName}_workspace_idx`) => ({
  name,
  expression: `create index ${name} on ${tableName} (workspace_id, created_at desc)`,
});

/** A check that `column` holds one of `values` (PostgreSQL names it `<table>_<column>_check`). */
export const oneOf = (column: string, values: readonly string[]) => `${column} in (${values.map((value) => `'${value}'`).join(',')})`;

/**
 * The table of a workspace-owned entity listed newest first: its name, the workspace filter and the newest-first index
 * (named `indexName` where an older migration named it so). Spread into `defineEntity`.
 */
export const workspaceOwnedTable = <T extends string>(tableName: T, indexName?: string) => ({
  tableName,
  filters: workspaceFilter,
  indexes: [newestFirstIndex(tableName, indexName)],
});

/** A uuid `id` followed by `workspaceOwnedProperties()`: how most workspace-owned entities start. */
export const workspaceOwnedRowProperties = () => ({
  id: uuidPrimaryKey(),
  ...workspaceOwnedProperties(),
});

/** The workspace as (part of) the primary key: a table with a row per workspace, or keyed by workspace and more. */
export const workspaceKeyProperty = () => () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action');
