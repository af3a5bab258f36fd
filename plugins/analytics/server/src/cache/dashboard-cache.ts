import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DashboardSnapshotSchema } from '../data/dashboard-snapshot.entity.js';

/**
 * A computed answer is fresh this long: below the page's 30 s auto-refresh, so each tick reads
 * data recorded since the previous one. It spares the recomputation when one screen asks several
 * views at once (the overview reads the KPIs, insights, segments and charts) and when several
 * members or replicas read within seconds; the refresh button recomputes regardless.
 */
export const SNAPSHOT_TTL_MS = 20_000;

/** Answers this process keeps a copy of (the least recently kept dropped first): bounded memory whatever the number of workspaces. */
const MAX_COPIES = 2_000;

export interface Cached<T> {
  value: T;
  computedAt: Date;
}

/**
 * The workspace's computed dashboard answers (in the request's workspace, by its filter).
 *
 * Readers never wait for a recomputation once an answer exists: an answer older than
 * SNAPSHOT_TTL_MS is served (its `computedAt` says how old) while one computation per answer
 * runs behind it, so a reload after a burst of audits costs one computation, not one per member.
 * Only a workspace's first read of a view computes inline. The process keeps a copy of each
 * answer it read or stored, so a fresh answer is not read and parsed again on every request.
 */
@Injectable()
export class DashboardCache implements OnApplicationShutdown {
  private readonly logger = new Logger(DashboardCache.name);
  /** Computations under way in this process: concurrent misses of one answer compute it once. */
  private readonly pending = new Map<string, Promise<Cached<unknown>>>();
  private readonly copies = new Map<string, Cached<unknown>>();

  constructor(private readonly em: EntityManager) {}

  /** The freshest answer of `key` known here or stored; computed inline only when none exists, else recomputed behind the read when stale. */
  async read<T>(workspaceId: string, key: string, compute: () => Promise<T>, now = new Date()): Promise<Cached<T>> {
    const id = `${workspaceId}:${key}`;
    const fresh = (cached: Cached<unknown> | undefined) => cached !== undefined && now.getTime() - cached.computedAt.getTime() < SNAPSHOT_TTL_MS;
    const copy = this.copies.get(id);
    if (fresh(copy)) return copy as Cached<T>;
    const stored = await this.em.findOne(DashboardSnapshotSchema, { key });
    const known = stored ? { value: stored.payload as T, computedAt: stored.computedAt } : (copy as Cached<T> | undefined);
    if (known && fresh(known)) {
      this.keepCopy(id, known);
      return known;
    }
    const computing = this.computeOnce(workspaceId, key, compute, now);
    if (!known) return computing;
    // The stale answer now; the next read gets the recomputed one. A failure is logged and retried by that read.
    computing.catch((error: unknown) => this.logger.warn(`recomputing ${key} failed: ${error instanceof Error ? error.message : String(error)}`));
    return known;
  }

  private computeOnce<T>(workspaceId: string, key: string, compute: () => Promise<T>, now: Date): Promise<Cached<T>> {
    const id = `${workspaceId}:${key}`;
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
    const cached = { value, computedAt };
    this.keepCopy(`${workspaceId}:${key}`, cached);
    return cached;
  }

  private keepCopy(id: string, cached: Cached<unknown>): void {
    this.copies.delete(id);
    this.copies.set(id, cached);
    if (this.copies.size > MAX_COPIES) this.copies.delete(this.copies.keys().next().value!);
  }

  /** The keys the workspace has answers for. */
  async keys(): Promise<string[]> {
    const rows = await this.em.find(DashboardSnapshotSchema, {}, { fields: ['key'] });
    return rows.map((row) => row.key);
  }

  /** Drops this process's copies, so the next read goes to the stored answers (a spec that ages them in the database). */
  forgetCopies(): void {
    this.copies.clear();
  }

  /** Settles when no computation runs here: what a read started behind its answer has been stored. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending.values()]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
