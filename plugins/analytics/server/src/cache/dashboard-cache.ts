import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DashboardSnapshotSchema } from './dashboard-snapshot.entity.js';

/**
 * A computed answer is reused this long: below the page's 30 s auto-refresh, so each tick reads
 * data recorded since the previous one. It spares the recomputation when one screen asks several
 * views at once (the overview reads the KPIs, insights, segments and charts) and when several
 * members or replicas read within seconds; the refresh button recomputes regardless.
 */
export const SNAPSHOT_TTL_MS = 20_000;

export interface Cached<T> {
  value: T;
  computedAt: Date;
}

/** The workspace's computed dashboard answers (in the request's workspace, by its filter). */
@Injectable()
export class DashboardCache {
  /** Computations under way in this process: concurrent misses of one answer compute it once. */
  private readonly pending = new Map<string, Promise<Cached<unknown>>>();

  constructor(private readonly em: EntityManager) {}

  /** The stored answer of `key` while it is fresh, else `compute()`'s, stored. */
  async read<T>(workspaceId: string, key: string, compute: () => Promise<T>, now = new Date()): Promise<Cached<T>> {
    const id = `${workspaceId}:${key}`;
    const before = this.pending.get(id);
    if (before) return before as Promise<Cached<T>>;
    const stored = await this.em.findOne(DashboardSnapshotSchema, { key });
    if (stored && now.getTime() - stored.computedAt.getTime() < SNAPSHOT_TTL_MS) return { value: stored.payload as T, computedAt: stored.computedAt };
    const running = this.pending.get(id);
    if (running) return running as Promise<Cached<T>>;
    const computing = compute()
      .then((value) => this.store(workspaceId, key, value, now))
      .finally(() => this.pending.delete(id));
    this.pending.set(id, computing);
    return computing;
  }

  async store<T>(workspaceId: string, key: string, value: T, computedAt = new Date()): Promise<Cached<T>> {
    await this.em.upsert(
      DashboardSnapshotSchema,
      { workspace: workspaceId, key, payload: value, computedAt, updatedAt: computedAt },
      { onConflictFields: ['workspace', 'key'], onConflictAction: 'merge', onConflictMergeFields: ['payload', 'computedAt', 'updatedAt'] },
    );
    return { value, computedAt };
  }

  /** The keys the workspace has answers for. */
  async keys(): Promise<string[]> {
    const rows = await this.em.find(DashboardSnapshotSchema, {}, { fields: ['key'] });
    return rows.map((row) => row.key);
  }
}
