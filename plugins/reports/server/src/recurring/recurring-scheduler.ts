import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, JobQueue, claimDue } from '@otimiza/sdk/server';
import { RecurringReportSchema } from '../data/recurring.entities.js';
import { RECURRING_RUN_ATTEMPTS, RECURRING_RUN_BACKOFF_MS, recurringRunJob } from './recurring-run.job.js';
import { nextRunAfter } from './recurring-schedule.js';
import { ReportsClock } from './reports-clock.js';

const TICK_MS = 30_000;

/**
 * Every replica looks for due reports every 30 s. A due run is claimed by moving the report's
 * next_run forward in one conditional UPDATE — only one replica's UPDATE matches — and queued as
 * a BullMQ job whose id names the report and the scheduled time, so a run is queued once.
 */
@Injectable()
export class RecurringScheduler extends ClaimedSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly clock: ReportsClock,
  ) {
    super(TICK_MS);
  }

  /** Queues the runs that are due; answers how many this replica claimed. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    let claimed = 0;
    const due = claimDue(this.em.fork(), RecurringReportSchema, {
      where: { isActive: true, nextRun: { $lte: now } },
      options: { fields: ['id', 'workspace', 'frequency', 'nextRun'], orderBy: { nextRun: 'asc' }, limit: 100 },
      // Only the replica whose update still finds the old time claims the run.
      claim: (report) => ({ where: { id: report.id, isActive: true, nextRun: report.nextRun }, set: { nextRun: nextRunAfter(report.frequency, now) } }),
    });
    for await (const report of due) {
      const scheduledFor = report.nextRun!;
      claimed += 1;
      await this.jobs.enqueue(
        recurringRunJob,
        { reportId: report.id, scheduledFor: scheduledFor.toISOString() },
        {
          jobId: `recurring-${report.id}-${scheduledFor.getTime()}`,
          workspaceId: report.workspace.id,
          attempts: RECURRING_RUN_ATTEMPTS,
          backoffMs: RECURRING_RUN_BACKOFF_MS,
        },
      );
    }
    return claimed;
  }
}
