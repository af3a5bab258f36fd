import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { AuditMonitorSchema } from '../data/audit-monitor.entity.js';
import { runningStatuses } from '../data/audit-report.entity.js';
import { tooManyMonitors, tooManyQueuedPages, tooManyReportsInProgress } from './cap-messages.js';

/** Audit reports one workspace may have queued or running at once, monitors' runs included. */
export const MAX_REPORTS_IN_PROGRESS = 5;
/** Pages one workspace's queued and running reports may still have to inspect (a report reads at most 20). */
export const MAX_QUEUED_PAGES = 60;
/** Monitors one workspace may keep, paused ones included. */
export const MAX_MONITORS = 20;

/**
 * The workspace's caps on audit work, held atomically: the counts are read and the new row stored
 * in one transaction that holds the workspace's audit lock (a PostgreSQL advisory lock), so
 * parallel starts are counted one after the other and never pass a cap together.
 */
@Injectable()
export class WorkspaceCaps {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a report of `pages` addresses with `store` (429 past a cap), in a transaction of `em`'s:
   * a caller's transaction (a monitor's run, under its monitor's lock) keeps the lock until it commits.
   */
  async storeReport<T>(em: EntityManager, workspaceId: string, pages: number, store: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.locked(em, workspaceId, async (tx) => {
      const [row] = await tx.execute<{ reports: number; pages: number }[]>(
        `select count(*)::int as reports,
                coalesce(sum(greatest(jsonb_array_length(urls) - coalesce((progress ->> 'done')::int, 0), 0)), 0)::int as pages
           from audit_report where workspace_id = ? and status in (?, ?)`,
        [workspaceId, ...runningStatuses],
      );
      const inFlight = { reports: Number(row?.reports ?? 0), pages: Number(row?.pages ?? 0) };
      if (inFlight.reports >= MAX_REPORTS_IN_PROGRESS) throw tooManyReportsInProgress(inFlight.reports, MAX_REPORTS_IN_PROGRESS);
      if (inFlight.pages + pages > MAX_QUEUED_PAGES) throw tooManyQueuedPages(inFlight.pages, pages, MAX_QUEUED_PAGES);
      return store(tx);
    });
  }

  /** Stores a monitor with `store` (409 at the cap). */
  async storeMonitor<T>(workspaceId: string, store: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.locked(forWorkspace(this.em, workspaceId), workspaceId, async (tx) => {
      if ((await tx.count(AuditMonitorSchema, {})) >= MAX_MONITORS) throw tooManyMonitors(MAX_MONITORS);
      return store(tx);
    });
  }

  private locked<T>(em: EntityManager, workspaceId: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`audit-caps:${workspaceId}`]);
      return work(tx);
    });
  }
}
