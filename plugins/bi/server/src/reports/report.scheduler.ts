import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, ClaimedSchedule, JobQueue, MailPort } from '@otimiza/sdk/server';
import { JobRuns } from '../system/job-runs.js';
import { BiReportSchema } from './bi-report.entity.js';
import { REPORT_SEND_ATTEMPTS, reportSendJob } from './report-send.job.js';
import { nextRunAfter } from './report-schedule.js';
import { ReportsService } from './reports.service.js';

const TICK_MS = 60_000;
const BATCH = 100;

/**
 * Scheduled reports: every replica looks for due ones every minute, claims each by moving its next
 * run forward in one conditional UPDATE, and queues a `bi.report-send` job (its id names the report
 * and due time) that makes the report again from that day's data and e-mails it, attached, to its
 * recipients through the MailPort. The outcome counts for the system-health card.
 */
@Injectable()
export class ReportScheduler extends ClaimedSchedule {
  protected readonly everyMs = TICK_MS;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly reports: ReportsService,
    private readonly mail: MailPort,
    private readonly runs: JobRuns,
  ) {
    super();
  }

  override onModuleInit(): void {
    this.jobs.process(reportSendJob, async ({ workspaceId, reportId }, context) =>
      this.runs.track(workspaceId, reportSendJob.name, context.attempt >= REPORT_SEND_ATTEMPTS, async () => {
        const made = await this.reports.regenerate(workspaceId, reportId);
        if (!made) return;
        const { row, bytes } = made;
        const pt = row.language === 'pt';
        for (const recipient of row.recipients) {
          await this.mail.send({
            to: recipient,
            subject: row.title,
            text: pt
              ? `${row.title}\n\n${row.description}\n\nO arquivo está anexado (${row.filename}).`
              : `${row.title}\n\n${row.description}\n\nThe file is attached (${row.filename}).`,
            html: `<p><strong>${escapeHtml(row.title)}</strong></p><p>${escapeHtml(row.description)}</p><p>${pt ? 'O arquivo está anexado' : 'The file is attached'}: ${escapeHtml(row.filename)}</p>`,
            attachments: [{ filename: row.filename, type: row.format === 'pdf' ? 'application/pdf' : 'text/csv', content: bytes }],
          });
        }
      }),
    );
    super.onModuleInit();
  }

  async tick(now = new Date()): Promise<string[]> {
    // The schedule is every workspace's: this is the one read that crosses them.
    const em = this.em.fork();
    const due = await em.find(
      BiReportSchema,
      { scheduleEnabled: true, nextRunAt: { $lte: now } },
      { ...acrossWorkspaces, fields: ['workspace', 'frequency', 'nextRunAt'], orderBy: { nextRunAt: 'asc', id: 'asc' }, limit: BATCH },
    );
    // Files past their expiry are dropped; the row stays (the list shows it expired, the schedule goes on).
    await em.nativeUpdate(BiReportSchema, { expiresAt: { $lte: now }, content: { $ne: null } }, { content: null }, acrossWorkspaces);
    const claimed: string[] = [];
    for (const report of due) {
      const dueAt = report.nextRunAt!;
      const next = nextRunAfter(report.frequency, dueAt > now ? dueAt : now);
      const won = await em.nativeUpdate(BiReportSchema, { id: report.id, scheduleEnabled: true, nextRunAt: dueAt }, { nextRunAt: next }, acrossWorkspaces);
      if (won === 0) continue;
      await this.jobs.enqueue(
        reportSendJob,
        { workspaceId: report.workspace.id, reportId: report.id, dueAt: dueAt.getTime() },
        { jobId: `bi-report-${report.id}-${dueAt.getTime()}`, attempts: REPORT_SEND_ATTEMPTS },
      );
      claimed.push(report.id);
    }
    return claimed;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
