import { Injectable } from '@nestjs/common';
import { EntityManager, raw, type EntityData } from '@mikro-orm/postgresql';
import { sql, type Selection } from 'kysely';
import type { DemoSeedProgress } from '@otimiza/sdk/shared';
import { coreSql, type CoreTables } from '../../kernel/index.js';
import { DemoPreparationSchema, type DemoPreparation } from '../../data/demo-preparation.entity.js';

/** The row as read, with `stale`: a running seed whose holder stopped renewing its lease (a crashed or stopped process). */
export type DemoPreparationRow = Selection<
  CoreTables,
  'core_demo_preparation',
  'workspace_id' | 'state' | 'holder' | 'lease_until' | 'attempt' | 'progress' | 'error' | 'started_at'
> & {
  stale: boolean;
};

export interface DemoClaim {
  attempt: number;
  /** The state before this claim, null when there was no row. */
  previousState: DemoPreparationRow['state'] | null;
  /** The workspace the previous attempt worked on (null once that workspace was deleted). */
  previousWorkspaceId: string | null;
}

/**
 * The one row of `core_demo_preparation`. Every write after the claim names its holder, so a
 * process that lost its lease (another took the seed over) changes nothing and learns it.
 */
@Injectable()
export class DemoPreparationRepository {
  constructor(private readonly em: EntityManager) {}

  async read(): Promise<DemoPreparationRow | null> {
    const row = await coreSql(this.em)
      .selectFrom('core_demo_preparation')
      .select(['workspace_id', 'state', 'holder', 'lease_until', 'attempt', 'progress', 'error', 'started_at'])
      .select(sql<boolean>`state = 'running' and (lease_until is null or lease_until < now())`.as('stale'))
      .where('id', '=', 1)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Takes the seed for `holder`, in one statement, when nobody holds it: no row yet, a running
   * seed whose lease ran out, a 'ready' left from another demo workspace, a failed one when
   * `retryFailed`, anything when `force` (a reset asked for by hand). Null when another holds it.
   */
  async claim(workspaceId: string, holder: string, leaseMs: number, options: { retryFailed: boolean; force?: boolean }): Promise<DemoClaim | null> {
    const row = await coreSql(this.em)
      .with('previous', (db) => db.selectFrom('core_demo_preparation').select(['state', 'workspace_id']).where('id', '=', 1))
      .insertInto('core_demo_preparation')
      .values({
        id: 1,
        workspace_id: workspaceId,
        state: 'running',
        holder,
        lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempt: 1,
        progress: sql`'{}'::jsonb`,
        started_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({
            workspace_id: sql`excluded.workspace_id`,
            state: 'running',
            holder: sql`excluded.holder`,
            lease_until: sql`excluded.lease_until`,
            attempt: sql`core_demo_preparation.attempt + 1`,
            progress: sql`'{}'::jsonb`,
            error: null,
            started_at: sql`now()`,
            finished_at: null,
            updated_at: sql`now()`,
          })
          .where(
            sql<boolean>`${options.force === true}
              or (core_demo_preparation.state = 'running' and (core_demo_preparation.lease_until is null or core_demo_preparation.lease_until < now()))
              or (core_demo_preparation.state = 'ready' and core_demo_preparation.workspace_id is distinct from excluded.workspace_id)
              or (core_demo_preparation.state = 'failed' and ${options.retryFailed})`,
          ),
      )
      .returning((eb) => [
        'attempt',
        eb.selectFrom('previous').select('state').as('previous_state'),
        eb.selectFrom('previous').select('workspace_id').as('previous_workspace_id'),
      ])
      .executeTakeFirst();
    return row ? { attempt: row.attempt, previousState: row.previous_state ?? null, previousWorkspaceId: row.previous_workspace_id ?? null } : null;
  }

  /** Records a workspace that was already seeded (by a version that kept no row) as ready. */
  async markSeeded(workspaceId: string): Promise<void> {
    await coreSql(this.em)
      .insertInto('core_demo_preparation')
      .values({ id: 1, workspace_id: workspaceId, state: 'ready', finished_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  /** Extends the lease and records the progress (and the workspace, which a fresh start replaces); false when `holder` lost it. */
  async renew(holder: string, leaseMs: number, changes: { progress?: DemoSeedProgress; workspaceId?: string } = {}): Promise<boolean> {
    const renewed = await this.em.nativeUpdate(
      DemoPreparationSchema,
      { id: 1, holder, state: 'running' },
      {
        leaseUntil: raw('now() + make_interval(secs => ?)', [leaseMs / 1000]),
        updatedAt: new Date(),
        ...(changes.progress ? { progress: changes.progress } : {}),
        ...(changes.workspaceId ? { workspace: changes.workspaceId } : {}),
      },
    );
    return renewed > 0;
  }

  async finish(holder: string, workspaceId: string): Promise<boolean> {
    return this.end(holder, { state: 'ready', workspace: workspaceId, error: null });
  }

  async fail(holder: string, error: string): Promise<boolean> {
    return this.end(holder, { state: 'failed', error: error.slice(0, 2000) });
  }

  /** A stopping process lets go at once: the next opening takes the seed over without waiting for the lease. */
  async release(holder: string): Promise<void> {
    await this.em.nativeUpdate(DemoPreparationSchema, { id: 1, holder, state: 'running' }, { leaseUntil: raw('now()') });
  }

  private async end(holder: string, changes: EntityData<DemoPreparation>): Promise<boolean> {
    const ended = await this.em.nativeUpdate(
      DemoPreparationSchema,
      { id: 1, holder, state: 'running' },
      { ...changes, holder: null, leaseUntil: null, finishedAt: raw('now()'), updatedAt: new Date() },
    );
    return ended > 0;
  }
}
