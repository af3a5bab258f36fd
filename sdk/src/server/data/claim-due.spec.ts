import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it, vi } from 'vitest';
import { claimDue } from './claim-due.js';
import { acrossWorkspaces } from './workspace-owned.js';

class Item {
  constructor(
    readonly id: string,
    readonly dueAt: Date,
  ) {}
}

const dueAt = new Date('2026-01-01T00:00:00Z');
const next = new Date('2026-01-02T00:00:00Z');

/** An EntityManager whose read answers `rows` and whose updates match for the ids in `won`. */
function fakeEm(rows: Item[], won: string[]) {
  const find = vi.fn(() => Promise.resolve(rows));
  const nativeUpdate = vi.fn((_entity: unknown, where: { id: string }) => Promise.resolve(won.includes(where.id) ? 1 : 0));
  return { em: { find, nativeUpdate } as unknown as EntityManager, find, nativeUpdate };
}

const due = {
  where: { dueAt: { $lte: dueAt } },
  options: { orderBy: { dueAt: 'asc' as const }, limit: 10 },
  claim: (item: Item) => ({ where: { id: item.id, dueAt: item.dueAt }, set: { dueAt: next } }),
};

describe('claimDue', () => {
  it('reads across workspaces and yields only the rows whose conditional update matched', async () => {
    const { em, find, nativeUpdate } = fakeEm([new Item('a', dueAt), new Item('b', dueAt), new Item('c', dueAt)], ['a', 'c']);
    const claimed: string[] = [];
    for await (const item of claimDue(em, Item, due)) claimed.push(item.id);
    expect(claimed).toEqual(['a', 'c']);
    expect(find).toHaveBeenCalledWith(Item, due.where, { ...acrossWorkspaces, ...due.options });
    expect(nativeUpdate).toHaveBeenCalledWith(Item, { id: 'b', dueAt }, { dueAt: next }, acrossWorkspaces);
  });

  it('claims a row only once the one before it was handled', async () => {
    const { em, nativeUpdate } = fakeEm([new Item('a', dueAt), new Item('b', dueAt)], ['a', 'b']);
    await expect(
      (async () => {
        for await (const item of claimDue(em, Item, due)) throw new Error(`queueing ${item.id} failed`);
      })(),
    ).rejects.toThrow('queueing a failed');
    expect(nativeUpdate).toHaveBeenCalledTimes(1);
  });
});
