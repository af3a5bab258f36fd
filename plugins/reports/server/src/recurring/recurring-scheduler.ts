import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue } from '@otimiza/sdk/server';
import type { RecurringFrequency } from '@otimiza/plugin-reports-shared';
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
export class RecurringScheduler implements OnModuleInit, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly clock: ReportsClock,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.tick().catch(() => undefined), TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues the runs that are due; answers how many this replica claimed. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const connection = this.em.getConnection();
    const due = await connection.execute<{ id: string; frequency: RecurringFrequency; next_run: Date }[]>(
      'select id, frequency, next_run from reports_recurring_report where is_active and next_run <= ? order by next_run limit 100',
      [now],
    );
    let claimed = 0;
    for (const report of due) {
      const scheduledFor = new Date(report.next_run);
      const won = await connection.execute<{ id: string }[]>(
        'update reports_recurring_report set next_run = ? where id = ? and is_active and next_run = ? returning id',
        [nextRunAfter(report.frequency, now), report.id, scheduledFor],
      );
      if (won.length === 0) continue;
      claimed += 1;
      await this.jobs.enqueue(
        recurringRunJob,
        { reportId: report.id, scheduledFor: scheduledFor.toISOString() },
        { jobId: `recurring-${report.id}-${scheduledFor.getTime()}`, attempts: RECURRING_RUN_ATTEMPTS, backoffMs: RECURRING_RUN_BACKOFF_MS },
      );
    }
    return claimed;
  }
}
