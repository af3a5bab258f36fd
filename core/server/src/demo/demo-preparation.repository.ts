import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DemoSeedProgress } from '@otimiza/sdk/shared';

export interface DemoPreparationRow {
  workspace_id: string | null;
  state: 'running' | 'ready' | 'failed';
  holder: string | null;
  lease_until: Date | null;
  attempt: number;
  progress: Partial<DemoSeedProgress>;
  error: string | null;
  started_at: Date;
  /** Computed: a running seed whose holder stopped renewing its lease (a crashed or stopped process). */
  stale: boolean;
}

export interface DemoClaim {
  attempt: number;
  /** The state before this claim, null when there was no row. */
  previousState: DemoPreparationRow['state'] | null;
  /** The workspace the previous attempt worked on (null once that workspace was deleted). */
  previousWorkspaceId: string | null;
}

const columns = `workspace_id, state, holder, lease_until, attempt, progress, error, started_at,
  (state = 'running' and (lease_until is null or lease_until < now())) as stale`;

/**
 * The one row of `core_demo_preparation`. Every write after the claim names its holder, so a
 * process that lost its lease (another took the seed over) changes nothing and learns it.
 */
@Injectable()
export class DemoPreparationRepository {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<DemoPreparationRow | null> {
    const [row] = await this.em.getConnection().execute<DemoPreparationRow[]>(`select ${columns} from core_demo_preparation where id = 1`);
    return row ?? null;
  }

  /**
   * Takes the seed for `holder`, in one statement, when nobody holds it: no row yet, a running
   * seed whose lease ran out, a 'ready' left from another demo workspace, a failed one when
   * `retryFailed`, anything when `force` (a reset asked for by hand). Null when another holds it.
   */
  async claim(workspaceId: string, holder: string, leaseMs: number, options: { retryFailed: boolean; force?: boolean }): Promise<DemoClaim | null> {
    const [row] = await this.em.getConnection().execute<{ attempt: number; previous_state: DemoPreparationRow['state'] | null; previous_workspace_id: string | null }[]>(
      `with previous as (select state, workspace_id from core_demo_preparation where id = 1)
       insert into core_demo_preparation as p (id, workspace_id, state, holder, lease_until, attempt, progress, started_at, updated_at)
       values (1, ?, 'running', ?, now() + make_interval(secs => ?), 1, '{}'::jsonb, now(), now())
       on conflict (id) do update set
         workspace_id = excluded.workspace_id, state = 'running', holder = excluded.holder, lease_until = excluded.lease_until,
         attempt = p.attempt + 1, progress = '{}'::jsonb, error = null, started_at = now(), finished_at = null, updated_at = now()
       where ?::boolean
          or (p.state = 'running' and (p.lease_until is null or p.lease_until < now()))
          or (p.state = 'ready' and p.workspace_id is distinct from excluded.workspace_id)
          or (p.state = 'failed' and ?::boolean)
       returning p.attempt, (select state from previous) as previous_state, (select workspace_id from previous) as previous_workspace_id`,
      [workspaceId, holder, leaseMs / 1000, options.force === true, options.retryFailed],
    );
    return row ? { attempt: row.attempt, previousState: row.previous_state, previousWorkspaceId: row.previous_workspace_id } : null;
  }

  /** Records a workspace that was already seeded (by a version that kept no row) as ready. */
  async markSeeded(workspaceId: string): Promise<void> {
    await this.em.getConnection().execute(
      `insert into core_demo_preparation (id, workspace_id, state, finished_at) values (1, ?, 'ready', now())
       on conflict (id) do nothing`,
      [workspaceId],
    );
  }

  /** Extends the lease and records the progress (and the workspace, which a fresh start replaces); false when `holder` lost it. */
  async renew(holder: string, leaseMs: number, changes: { progress?: DemoSeedProgress; workspaceId?: string } = {}): Promise<boolean> {
    const updated = await this.em.getConnection().execute<{ id: number }[]>(
      `update core_demo_preparation set lease_until = now() + make_interval(secs => ?), updated_at = now(),
         progress = coalesce(?::jsonb, progress), workspace_id = coalesce(?::uuid, workspace_id)
       where id = 1 and holder = ? and state = 'running' returning id`,
      [leaseMs / 1000, changes.progress ? JSON.stringify(changes.progress) : null, changes.workspaceId ?? null, holder],
    );
    return updated.length > 0;
  }

  async finish(holder: string, workspaceId: string): Promise<boolean> {
    return this.end(holder, `state = 'ready', workspace_id = ?, error = null`, [workspaceId]);
  }

  async fail(holder: string, error: string): Promise<boolean> {
    return this.end(holder, `state = 'failed', error = ?`, [error.slice(0, 2000)]);
  }

  /** A stopping process lets go at once: the next opening takes the seed over without waiting for the lease. */
  async release(holder: string): Promise<void> {
    await this.em.getConnection().execute(`update core_demo_preparation set lease_until = now() where id = 1 and holder = ? and state = 'running'`, [holder]);
  }

  private async end(holder: string, set: string, params: unknown[]): Promise<boolean> {
    const updated = await this.em
      .getConnection()
      .execute<{ id: number }[]>(
        `update core_demo_preparation set ${set}, holder = null, lease_until = null, finished_at = now(), updated_at = now()
         where id = 1 and holder = ? and state = 'running' returning id`,
        [...params, holder],
      );
    return updated.length > 0;
  }
}
