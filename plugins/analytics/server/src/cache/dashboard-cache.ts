import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DashboardSnapshotSchema } from './dashboard-snapshot.entity.js';

/** A computed answer is reused this long; auto-refresh (30 s) reads it, the refresh button recomputes it. */
export const SNAPSHOT_TTL_MS = 5 * 60_000;

export interface Cached<T> {
  value: T;
  computedAt: Date;
}

/** The workspace's computed dashboard answers (in the request's workspace, by its filter). */
@Injectable()
export class DashboardCache {
  constructor(private readonly em: EntityManager) {}

  /** The stored answer of `key` while it is fresh, else `compute()`'s, stored. */
  async read<T>(workspaceId: string, key: string, compute: () => Promise<T>, now = new Date()): Promise<Cached<T>> {
    const stored = await this.em.findOne(DashboardSnapshotSchema, { key });
    if (stored && now.getTime() - stored.computedAt.getTime() < SNAPSHOT_TTL_MS) return { value: stored.payload as T, computedAt: stored.computedAt };
    return this.store(workspaceId, key, await compute(), now);
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
