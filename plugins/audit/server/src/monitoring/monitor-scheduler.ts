import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, JobQueue, claimDue } from '@otimiza/sdk/server';
import type { MonitorStatus } from '@otimiza/plugin-audit-shared';
import { isDeferrable } from '../reports/cap-messages.js';
import { AuditMonitorSchema } from '../data/audit-monitor.entity.js';
import { MonitorRuns } from './monitor-runs.js';
import {
  MONITOR_RUN_ATTEMPTS,
  MONITOR_RUN_BACKOFF_MS,
  MONITOR_RUN_DEFER_MS,
  MONITOR_RUN_MAX_DEFERRALS,
  monitorRunJob,
  monitorRunJobId,
  type MonitorRunPayload,
} from './monitor-run.job.js';
import { nextRunAfter } from './monitor-schedule.js';

const TICK_MS = 60_000;
const BATCH = 100;

/** Monitors the schedule runs: active ones, and those in `error` (their last run failed), so that a site back up recovers them. */
const scheduledStatuses: MonitorStatus[] = ['active', 'error'];

/**
 * Every replica looks for due monitors every minute. A due run is claimed by moving the monitor's
 * next run a period forward in one conditional UPDATE (where it is still scheduled and due at that
 * time), and queued as an `audit.monitor-tick` job whose id names the monitor and the due time.
 * The job starts the run (an audit report), unless the monitor was paused or a run of it still goes;
 * a run the workspace's caps refuse (too many reports or pages in flight, or a site audit's limits
 * on runs at once) is queued again 5 minutes later, up to an hour, instead of being lost.
 * A paused monitor is never picked; one in `error` is, and its next completed run makes it active.
 */
@Injectable()
export class MonitorScheduler extends ClaimedSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly runs: MonitorRuns,
  ) {
    super(TICK_MS, 'AuditMonitors');
  }

  override onModuleInit(): void {
    this.jobs.process(monitorRunJob, (payload) => this.run(payload));
    super.onModuleInit();
  }

  private async run(payload: MonitorRunPayload): Promise<void> {
    const { monitorId } = payload;
    try {
      const started = await this.runs.runScheduled(payload.workspaceId, monitorId);
      if (!started) this.log.log({ monitorId }, 'scheduled run skipped: the monitor is paused or gone, or its previous run still goes');
    } catch (error) {
      if (!isDeferrable(error)) throw error;
      const deferrals = (payload.deferrals ?? 0) + 1;
      if (deferrals > MONITOR_RUN_MAX_DEFERRALS)
        return this.log.warn({ monitorId }, 'scheduled run skipped: the workspace stayed at its audit caps for an hour');
      this.log.log({ monitorId, deferrals }, 'scheduled run put off: the workspace is at its audit caps');
      await this.queue({ ...payload, deferrals }, MONITOR_RUN_DEFER_MS);
    }
  }

  private queue(payload: MonitorRunPayload, delayMs = 0) {
    return this.jobs.enqueue(monitorRunJob, payload, {
      jobId: monitorRunJobId(payload.monitorId, payload.dueAt, payload.deferrals),
      workspaceId: payload.workspaceId,
      delayMs,
      attempts: MONITOR_RUN_ATTEMPTS,
      backoffMs: MONITOR_RUN_BACKOFF_MS,
    });
  }

  /** Queues the runs that are due; answers the ids of the monitors this replica claimed. */
  async tick(now = new Date()): Promise<string[]> {
    const claimed: string[] = [];
    const due = claimDue(this.em.fork(), AuditMonitorSchema, {
      where: { status: { $in: scheduledStatuses }, nextRunAt: { $lte: now } },
      options: { fields: ['workspace', 'frequency', 'nextRunAt'], orderBy: { nextRunAt: 'asc', id: 'asc' }, limit: BATCH },
      claim: (monitor) => ({
        where: { id: monitor.id, status: { $in: scheduledStatuses }, nextRunAt: monitor.nextRunAt },
        set: { nextRunAt: nextRunAfter(monitor.frequency, monitor.nextRunAt!, now) },
      }),
    });
    for await (const monitor of due) {
      const dueAt = monitor.nextRunAt!;
      await this.queue({ workspaceId: monitor.workspace.id, monitorId: monitor.id, dueAt: dueAt.getTime() });
      claimed.push(monitor.id);
    }
    return claimed;
  }
}
