import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, ClaimedSchedule, claimDue, EntitlementsPort, EventsPort, JobQueue, MailPort } from '@otimiza/sdk/server';
import { JobRuns } from '../system/job-runs.js';
import { BiReportSchema } from '../data/bi-report.entity.js';
import { REPORT_SEND_ATTEMPTS, reportSendJob, reportSendJobId } from './report-send.job.js';
import { nextRunAfter } from './report-schedule.js';
import { ReportSender } from './report-sender.js';
import { ReportsService } from './reports.service.js';

const TICK_MS = 60_000;
const BATCH = 100;

/**
 * Scheduled reports: every replica looks for due ones every minute, claims each by moving its next
 * run forward in one conditional UPDATE, and queues a `bi.report-send` job (its id names the report
 * and due time) that sends it (ReportSender: the plan checked, the report made again from that
 * day's data, e-mailed through the MailPort, the notification centre told). The job is retried
 * twice; its queueing and outcome count for the system-health card.
 */
@Injectable()
export class ReportScheduler extends ClaimedSchedule {
  private readonly sender: ReportSender;

  constructor(
    em: EntityManager,
    private readonly jobs: JobQueue,
    reports: ReportsService,
    mail: MailPort,
    entitlements: EntitlementsPort,
    events: EventsPort,
    private readonly runs: JobRuns,
  ) {
    super(TICK_MS);
    this.sender = new ReportSender(em, reports, mail, entitlements, events);
  }

  override onModuleInit(): void {
    this.jobs.process(
      reportSendJob,
      async ({ workspaceId, reportId, dueAt }, context) => {
        const finalAttempt = context.attempt >= REPORT_SEND_ATTEMPTS;
        await this.runs.track(
          workspaceId,
          reportSendJob.name,
          finalAttempt,
          () => this.sender.send(workspaceId, reportId, dueAt, finalAttempt),
          reportSendJobId(reportId, dueAt),
        );
        // After use too: a workspace that lost the plugin gets its schedule paused and is told why (report-sender.ts).
      },
      { afterUse: true },
    );
    super.onModuleInit();
  }

  async tick(now = new Date()): Promise<string[]> {
    // The schedule is every workspace's: this is the one read that crosses them.
    const em = this.em.fork();
    // Files past their expiry are dropped; the row stays (the list shows it expired, the schedule goes on).
    await em.nativeUpdate(BiReportSchema, { expiresAt: { $lte: now }, content: { $ne: null } }, { content: null }, acrossWorkspaces);
    const claimed: string[] = [];
    const due = claimDue(em, BiReportSchema, {
      where: { scheduleEnabled: true, nextRunAt: { $lte: now } },
      options: { fields: ['workspace', 'frequency', 'nextRunAt'], orderBy: { nextRunAt: 'asc', id: 'asc' }, limit: BATCH },
      claim: (report) => ({
        where: { id: report.id, scheduleEnabled: true, nextRunAt: report.nextRunAt },
        set: { nextRunAt: nextRunAfter(report.frequency, report.nextRunAt! > now ? report.nextRunAt! : now) },
      }),
    });
    for await (const report of due) {
      const dueAt = report.nextRunAt!;
      const jobId = reportSendJobId(report.id, dueAt.getTime());
      await this.runs.enqueue(
        reportSendJob,
        { workspaceId: report.workspace.id, reportId: report.id, dueAt: dueAt.getTime() },
        { jobId, workspaceId: report.workspace.id, attempts: REPORT_SEND_ATTEMPTS },
      );
      claimed.push(report.id);
    }
    return claimed;
  }
}
