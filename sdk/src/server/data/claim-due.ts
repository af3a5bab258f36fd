import type { EntityData, EntityManager, EntityName, FilterQuery, FindOptions, Loaded } from '@mikro-orm/core';
import { acrossWorkspaces } from './workspace-owned.js';

/** A schedule's due rows and how one of them is claimed. */
export interface DueRows<Entity extends object, Fields extends string> {
  /** The rows whose time has come, in every workspace. */
  where: FilterQuery<NoInfer<Entity>>;
  /** `fields`, `orderBy` and `limit` (the batch) of the read. */
  options: Omit<FindOptions<Entity, never, Fields>, 'filters' | 'using'>;
  /** The conditional update that claims `row`: where it is still due, its next due time. */
  claim: (row: Loaded<Entity, never, Fields>) => { where: FilterQuery<NoInfer<Entity>>; set: EntityData<NoInfer<Entity>> };
}

/**
 * A ClaimedSchedule's claim: reads the due rows across workspaces, then claims each with its
 * conditional update and yields it only where that update matched, so that of many replicas one
 * queues it. A row is claimed only once the one before it was handled: work that fails leaves the
 * rest due for the next tick.
 */
export async function* claimDue<Entity extends object, Fields extends string = never>(
  em: EntityManager,
  entity: EntityName<Entity>,
  due: DueRows<Entity, Fields>,
): AsyncGenerator<Loaded<Entity, never, Fields>> {
  const rows = await em.find<Entity, never, Fields, never, never>(entity, due.where, { ...acrossWorkspaces, ...due.options });
  for (const row of rows) {
    const { where, set } = due.claim(row);
    if ((await em.nativeUpdate(entity, where, set, acrossWorkspaces)) > 0) yield row;
  }
}
