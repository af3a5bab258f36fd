import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '../api-error.js';

/** What a capped collection is called in a refusal, singular and plural, in both languages. */
export interface CappedItems {
  /** `another`: the 'outro' that agrees with `one` ('outra' after 'uma regra'); 'outro' when left out. */
  pt: { one: string; many: string; another?: string };
  en: { one: string; many: string };
  /** How a member makes room, as the interface names it: 'revoke' for keys and links (kept, no longer in force); 'delete' when left out. */
  removal?: 'delete' | 'revoke';
}

/** 409 `ITEM_LIMIT`: the workspace keeps as many of these as it may; deleting one makes room. */
export const itemLimitReached = (items: CappedItems, limit: number, code = 'ITEM_LIMIT') =>
  new ApiError(
    'VALIDATION_ERROR',
    409,
    {
      pt: `Limite de ${limit} ${items.pt.many} atingido. ${items.removal === 'revoke' ? 'Revogue' : 'Exclua'} ${items.pt.one} para criar ${items.pt.another ?? 'outro'}.`,
      en: `Limit of ${limit} ${items.en.many} reached. ${items.removal === 'revoke' ? 'Revoke' : 'Delete'} ${items.en.one} to create another.`,
    },
    { code, limit },
  );

export interface WorkspaceCap {
  workspaceId: string;
  /** The lock's name and the refusal's subject, e.g. `notifications:alert-rules`. */
  name: string;
  limit: number;
  items: CappedItems;
  /** Rows the workspace keeps now, read inside the locked transaction. */
  count: (em: EntityManager) => Promise<number>;
}

/**
 * Stores one more item of a per-workspace collection with `store`, or refuses it (409) at the cap.
 * The count and the insert share one transaction holding the workspace's advisory lock for that
 * collection, so twenty parallel creations at cap − 1 store exactly one. `em` is the request's
 * (or a `forWorkspace` fork in a job): the count runs under its workspace filter. A list read of a capped
 * collection is bounded by its cap: no paging needed.
 */
export function storeWithinCap<T>(em: EntityManager, cap: WorkspaceCap, store: (em: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`cap:${cap.name}:${cap.workspaceId}`]);
    if ((await cap.count(tx)) >= cap.limit) throw itemLimitReached(cap.items, cap.limit);
    return store(tx);
  });
}
