import { randomUUID } from 'node:crypto';
import { Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AnalysisPort,
  ApiError,
  EntitlementsPort,
  EventsPort,
  forWorkspace,
  JobQueue,
  MailPort,
  acrossWorkspaces,
  type JobContext,
  type MailAttachment,
} from '@otimiza/sdk/server';
import { recurringReportFailed, recurringReportSent } from '@otimiza/plugin-reports-contract';
import { SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import { RECURRING_FEATURE } from '@otimiza/plugin-reports-shared';
import { ReportBrandService } from '../brand/report-brand.service.js';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { RecurringReportSchema, RecurringRunSchema, type RecurringReport } from '../data/recurring.entities.js';
import { RECURRING_RUN_ATTEMPTS, recurringRunJob } from './recurring-run.job.js';
import { recurringEmail, withSurveyLink, type AuditedPage } from './recurring-email.js';

const AUDIT_TIMEOUT_MS = 180_000;

const planEndedMessage = {
  pt: 'O plano deste espaço de trabalho não inclui mais relatórios recorrentes (plano Enterprise): nada foi enviado e o relatório foi pausado.',
  en: 'This workspace’s plan no longer includes recurring reports (Enterprise plan): nothing was sent and the report was paused.',
};

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
    private readonly analyses: AnalysisPort,
    private readonly brands: ReportBrandService,
    private readonly events: EventsPort,
    /** Customer success's NPS question, when that plugin is mounted. */
    @Optional() private readonly surveys?: SatisfactionSurveysPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(
      recurringRunJob,
      (payload, context) => this.run(payload.reportId, new Date(payload.scheduledFor), context, payload.reservationIds ?? []),
      { concurrency: 1 },
    );
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
    // A job has no session: the report named in it decides the workspace the rest of the run is scoped to.
    const report = await this.reportOf(reportId);
    if (!report) return;
    const workspaceId = report.workspace.id;
    const language: 'pt' | 'en' = report.language;
    const em = forWorkspace(this.em, workspaceId);
    const connection = em.getConnection();
    // One statement claims the attempt (insert, or take over an unfinished one), which the query builder cannot say with its condition.
    const started = await connection.execute<{ id: string }[]>(
      `insert into reports_recurring_run (id, report_id, scheduled_for, status, attempts) values (?, ?, ?, 'running', ?)
       on conflict (report_id, scheduled_for) do update set status = 'running', attempts = excluded.attempts
       where reports_recurring_run.status <> 'succeeded' returning id`,
      [randomUUID(), reportId, scheduledFor, context.attempt],
    );
    if (started.length === 0) return;
    if (!(await this.entitlements.featuresOf(workspaceId)).has(RECURRING_FEATURE)) return this.pauseWithoutPlan(em, report, scheduledFor);
    try {
      const pages: AuditedPage[] = [];
      for (const url of report.urls) {
        const analysis = await this.analyses.runAndWait(workspaceId, url, { strategy: 'desktop', timeoutMs: AUDIT_TIMEOUT_MS, reservationId: unused.shift() });
        const previous = report.settings.includeComparisons
          ? await this.analyses.latestBefore(workspaceId, analysis.url, new Date(analysis.createdAt), analysis)
          : null;
        pages.push({ analysis, previous });
      }
      // Deleted while its pages were audited: no PDF, no e-mail for a report its owner no longer has (its runs went with it).
      if (!(await this.reportOf(reportId))) return;
      const attachments: MailAttachment[] = [];
      for (const page of pages) {
        const built = await this.pdf.build(workspaceId, page.analysis.id, report.language, {
          previous: page.previous,
          includeRecommendations: report.settings.includeRecommendations,
          customBranding: report.settings.customBranding,
        });
        attachments.push({ filename: built.fileName, type: 'application/pdf', content: built.bytes });
      }
      const email = recurringEmail(report, pages, scheduledFor, await this.brands.whiteLabelOf(workspaceId));
      for (const recipient of report.recipients) {
        // Customer success's NPS question, when an agency follows this workspace's client with it: a link per recipient.
        const survey = await this.surveys
          ?.surveyFor(workspaceId, {
            source: 'recurring-report',
            key: `${reportId}:${scheduledFor.getTime()}:${recipient}`,
            url: pages[0]?.analysis.url ?? null,
            recipientEmail: recipient,
          })
          .catch(() => null);
        await this.mail.send({ to: recipient, ...withSurveyLink(email, survey?.pageUrl ?? null, report.language), attachments });
      }
      await em.nativeUpdate(
        RecurringRunSchema,
        { report: reportId, scheduledFor },
        { status: 'succeeded', error: null, analysisIds: pages.map((page) => page.analysis.id), emailedTo: report.recipients, finishedAt: new Date() },
      );
      await this.events.publish(recurringReportSent, workspaceId, { reportId, name: report.name, recipients: report.recipients.length });
    } catch (error) {
      const message = error instanceof ApiError ? (error.localized?.[language] ?? error.body.error.message) : (error as Error).message;
      const final = context.attempt >= RECURRING_RUN_ATTEMPTS;
      await em.nativeUpdate(
        RecurringRunSchema,
        { report: reportId, scheduledFor },
        { status: final ? 'failed' : 'running', error: message, finishedAt: final ? new Date() : null },
      );
      if (!final) throw error;
      await this.events.publish(recurringReportFailed, workspaceId, { reportId, name: report.name, reason: message });
    }
  }

  private reportOf(reportId: string) {
    return this.em.fork().findOne(RecurringReportSchema, { id: reportId }, acrossWorkspaces);
  }

  /**
   * A report made while the workspace's plan included recurring reports, run after it stopped
   * including them: nothing is audited or sent, the run says why and the report is paused (its
   * owner resumes it after upgrading).
   */
  private async pauseWithoutPlan(em: EntityManager, report: RecurringReport, scheduledFor: Date): Promise<void> {
    const language: 'pt' | 'en' = report.language;
    await em.nativeUpdate(
      RecurringRunSchema,
      { report: report.id, scheduledFor },
      { status: 'failed', error: planEndedMessage[language], finishedAt: new Date() },
    );
    await em.nativeUpdate(RecurringReportSchema, { id: report.id }, { isActive: false, nextRun: null });
    await this.events.publish(recurringReportFailed, report.workspace.id, { reportId: report.id, name: report.name, reason: planEndedMessage[language] });
  }
}
