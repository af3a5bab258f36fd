import { randomUUID } from 'node:crypto';
import { Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, ApiError, EntitlementsPort, JobQueue, MailPort, type AnalysisRecord, type JobContext, type MailAttachment } from '@otimiza/sdk/server';
import { RECURRING_FEATURE } from '@otimiza/plugin-reports-shared';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { reportColumns, type RecurringReportRow } from './recurring-row.js';
import { RECURRING_RUN_ATTEMPTS, recurringRunJob } from './recurring-run.job.js';
import { recurringEmail } from './recurring-email.js';

const AUDIT_TIMEOUT_MS = 180_000;

const planEndedMessage = {
  pt: 'O plano deste espaço de trabalho não inclui mais relatórios recorrentes (plano Enterprise): nada foi enviado e o relatório foi pausado.',
  en: 'This workspace’s plan no longer includes recurring reports (Enterprise plan): nothing was sent and the report was paused.',
};

export interface AuditedPage {
  analysis: AnalysisRecord;
  previous: AnalysisRecord | null;
}

/** A run: audits every URL again, builds each PDF with the change since the previous audit, e-mails them. */
@Injectable()
export class RecurringRunProcessor implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly pdf: ReportPdfService,
    private readonly mail: MailPort,
    private readonly entitlements: EntitlementsPort,
    // A plain optional parameter: a `| null` type would emit `Object` as the injection token.
    @Optional() private readonly analyses?: AnalysisPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(recurringRunJob, (payload, context) => this.run(payload.reportId, new Date(payload.scheduledFor), context, payload.reservationIds ?? []), { concurrency: 1 });
  }

  /**
   * `reservationIds` ('run now') pay for the audits of the first try; a retry reserves afresh, as
   * a scheduled run does for each audit. Reservations left unused are given back at the end.
   */
  async run(reportId: string, scheduledFor: Date, context: JobContext, reservationIds: string[] = []): Promise<void> {
    const unused = context.attempt === 1 ? [...reservationIds] : [];
    try {
      await this.runOnce(reportId, scheduledFor, context, unused);
    } finally {
      await Promise.all(unused.map((reservationId) => this.entitlements.releaseReservation(reservationId)));
    }
  }

  private async runOnce(reportId: string, scheduledFor: Date, context: JobContext, unused: string[]): Promise<void> {
    const connection = this.em.getConnection();
    const [report] = await connection.execute<RecurringReportRow[]>(`select ${reportColumns} from reports_recurring_report where id = ?`, [reportId]);
    if (!report) return;
    const started = await connection.execute<{ id: string }[]>(
      `insert into reports_recurring_run (id, report_id, scheduled_for, status, attempts) values (?, ?, ?, 'running', ?)
       on conflict (report_id, scheduled_for) do update set status = 'running', attempts = excluded.attempts
       where reports_recurring_run.status <> 'succeeded' returning id`,
      [randomUUID(), reportId, scheduledFor, context.attempt],
    );
    if (started.length === 0) return;
    if (!(await this.entitlements.featuresOf(report.workspace_id)).has(RECURRING_FEATURE)) return this.pauseWithoutPlan(report, scheduledFor);
    try {
      if (!this.analyses) throw new ApiError('API_UNAVAILABLE', 503, { pt: 'O serviço de análises não está ativo.', en: 'The analysis service is not enabled.' });
      const pages: AuditedPage[] = [];
      for (const url of report.urls) {
        const analysis = await this.analyses.runAndWait(report.workspace_id, url, { strategy: 'desktop', timeoutMs: AUDIT_TIMEOUT_MS, reservationId: unused.shift() });
        const previous = report.settings.includeComparisons ? await this.analyses.latestBefore(report.workspace_id, analysis.url, new Date(analysis.createdAt)) : null;
        pages.push({ analysis, previous });
      }
      const attachments: MailAttachment[] = [];
      for (const page of pages) {
        const built = await this.pdf.build(report.workspace_id, page.analysis.id, report.language, {
          previous: page.previous,
          includeRecommendations: report.settings.includeRecommendations,
          customBranding: report.settings.customBranding,
        });
        attachments.push({ filename: built.fileName, type: 'application/pdf', content: built.bytes });
      }
      const email = recurringEmail(report, pages, scheduledFor);
      for (const recipient of report.recipients) await this.mail.send({ to: recipient, ...email, attachments });
      await connection.execute(
        `update reports_recurring_run set status = 'succeeded', error = null, analysis_ids = ?::jsonb, emailed_to = ?::jsonb, finished_at = now()
         where report_id = ? and scheduled_for = ?`,
        [JSON.stringify(pages.map((page) => page.analysis.id)), JSON.stringify(report.recipients), reportId, scheduledFor],
      );
    } catch (error) {
      const message = error instanceof ApiError ? (error.localized?.[report.language] ?? error.body.error.message) : (error as Error).message;
      const final = context.attempt >= RECURRING_RUN_ATTEMPTS;
      await connection.execute(
        `update reports_recurring_run set status = ?, error = ?, finished_at = case when ? then now() else null end where report_id = ? and scheduled_for = ?`,
        [final ? 'failed' : 'running', message, final, reportId, scheduledFor],
      );
      if (!final) throw error;
    }
  }

  /**
   * A report made while the workspace's plan included recurring reports, run after it stopped
   * including them: nothing is audited or sent, the run says why and the report is paused (its
   * owner resumes it after upgrading).
   */
  private async pauseWithoutPlan(report: RecurringReportRow, scheduledFor: Date): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(
      `update reports_recurring_run set status = 'failed', error = ?, finished_at = now() where report_id = ? and scheduled_for = ?`,
      [planEndedMessage[report.language], report.id, scheduledFor],
    );
    await connection.execute('update reports_recurring_report set is_active = false, next_run = null where id = ?', [report.id]);
  }
}
