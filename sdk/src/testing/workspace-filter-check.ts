import type { EntityManager, EntityMetadata } from '@mikro-orm/core';
import { expect } from 'vitest';
import { forWorkspace, WORKSPACE_FILTER } from '../server/index.js';

/** The workspace-owned entities (those under the default workspace filter) that `include` keeps. */
export function workspaceOwnedEntities(em: EntityManager, include: (meta: EntityMetadata) => boolean = () => true): EntityMetadata[] {
  return [...em.getMetadata().getAll().values()].filter((meta) => meta.filters[WORKSPACE_FILTER] && include(meta));
}

/**
 * With rows of workspaces `a` and `b` stored in `meta`'s table: a context set to `a` sees its rows
 * and none of `b`'s. The path from a row to its workspace is read from the filter itself
 * (['workspace'], or ['report', 'workspace'] for a report's runs).
 */
export async function expectWorkspaceFilterHolds(em: EntityManager, meta: EntityMetadata, a: string, b: string): Promise<void> {
  const path: string[] = [];
  for (let node: unknown = (meta.filters[WORKSPACE_FILTER]!.cond as (params: object) => object)({ workspaceId: a }); node && typeof node === 'object';) {
    const [key, value] = Object.entries(node)[0]!;
    path.push(key);
    node = value;
  }
  const populate = (path.length > 1 ? [path.slice(0, -1).join('.')] : []) as never[];
  const workspaceOf = (row: object) => (path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], row) as { id: string }).id;
  const everyone = await em.fork().find(meta.class, {}, { filters: { [WORKSPACE_FILTER]: false }, populate });
  const seenByA = await forWorkspace(em, a).find(meta.class, {}, { populate });
  expect(
    everyone.some((row) => workspaceOf(row) === b),
    `${meta.className} has rows of B to hide`,
  ).toBe(true);
  expect(seenByA.length, `${meta.className} shows A its rows`).toBeGreaterThan(0);
  expect(
    seenByA.every((row) => workspaceOf(row) === a),
    `${meta.className} shows A no other rows`,
  ).toBe(true);
}
