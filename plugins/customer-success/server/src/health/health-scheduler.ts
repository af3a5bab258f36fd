import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, EntitlementsPort, JobQueue, defineJob } from '@otimiza/sdk/server';
import { customerSuccessManifest } from '@otimiza/plugin-customer-success-shared';
import { csSql, utcDay } from '../common/cs-sql.js';
import { HealthSnapshotter } from './health-snapshotter.js';

export const snapshotJob = defineJob<{ workspaceId: string; day: string; at: number }, number>('customer-success.snapshot');

const TICK_MS = 15 * 60_000;

/**
 * Every replica looks every 15 minutes for the agencies whose snapshot of the day (UTC) is not
 * taken: the day is claimed by inserting its run row (one replica's insert wins), and the winner
 * queues the `customer-success.snapshot` job named by the agency and the day. Agencies are the
 * workspaces with active clients whose plan still includes customer success.
 */
@Injectable()
export class HealthScheduler extends ClaimedSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly entitlements: EntitlementsPort,
    private readonly snapshotter: HealthSnapshotter,
  ) {
    super(TICK_MS, 'CustomerSuccessSnapshots');
  }

  override onModuleInit(): void {
    this.jobs.process(snapshotJob, async ({ workspaceId, at }) => {
      const scored = await this.snapshotter.snapshot(workspaceId, new Date(at));
      this.log.log({ workspaceId, scored }, 'daily health snapshot taken');
      return scored;
    });
    super.onModuleInit();
  }

  /** Queues the day's snapshots not claimed yet; answers the agencies this replica claimed. */
  async tick(now = new Date()): Promise<string[]> {
    const day = utcDay(now);
    const db = csSql(this.em.fork());
    // Every agency's schedule: the one read that crosses workspaces (ids only).
    const agencies = await db
      .selectFrom('customer_success_customer as c')
      .select('c.workspace_id')
      .distinct()
      .where('c.status', '=', 'active')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('customer_success_snapshot_run as r').select('r.day').whereRef('r.workspace_id', '=', 'c.workspace_id').where('r.day', '=', day),
          ),
        ),
      )
      .execute();
    const claimed: string[] = [];
    for (const { workspace_id: workspaceId } of agencies) {
      if (!(await this.entitlements.pluginInUse(workspaceId, customerSuccessManifest.id))) continue;
      const won = await db
        .insertInto('customer_success_snapshot_run')
        .values({ workspace_id: workspaceId, day, claimed_at: now, customers: 0 })
        .onConflict((conflict) => conflict.columns(['workspace_id', 'day']).doNothing())
        .returning('day')
        .executeTakeFirst();
      if (!won) continue;
      await this.jobs.enqueue(
        snapshotJob,
        { workspaceId, day, at: now.getTime() },
        { jobId: `cs-snapshot-${workspaceId}-${day}`, workspaceId, attempts: 3, backoffMs: 30_000 },
      );
      claimed.push(workspaceId);
    }
    return claimed;
  }
}
