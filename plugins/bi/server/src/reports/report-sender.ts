import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, EntitlementsPort, EventsPort, forWorkspace, MailPort } from '@otimiza/sdk/server';
import { recurringReportFailed, recurringReportSent } from '@otimiza/plugin-reports-contract';
import { biManifest } from '@otimiza/plugin-bi-shared';
import { BiReportSchema, type BiReport } from '../data/bi-report.entity.js';
import { REPORT_SEND_ATTEMPTS } from './report-send.job.js';
import type { ReportsService } from './reports.service.js';

type Text = { pt: string; en: string };

/** Where the notification centre's link of a send or a failure opens: this area's reports tab. */
const reportsPage = '/business-intelligence?tab=reports';

const planLapsed: Text = {
  pt: 'O plano deste espaço de trabalho não inclui mais Business Intelligence (plano Enterprise): nada foi enviado e o envio agendado foi pausado.',
  en: 'This workspace’s plan no longer includes business intelligence (Enterprise plan): nothing was sent and the schedule was paused.',
};
const pluginOff: Text = {
  pt: 'Business Intelligence foi desligado neste espaço de trabalho: nada foi enviado e o envio agendado foi pausado.',
  en: 'Business intelligence was switched off in this workspace: nothing was sent and the schedule was paused.',
};
const failedAfterRetries = (message: string): Text => ({
  pt: `O envio falhou após ${REPORT_SEND_ATTEMPTS} tentativas: ${message}`,
  en: `The send failed after ${REPORT_SEND_ATTEMPTS} attempts: ${message}`,
});

/**
 * One scheduled send of a report (`bi.report-send`): only while the workspace may use business
 * intelligence (its plan's feature and the plugin in use), else the schedule is paused and says
 * why; the report made again from the day's data and e-mailed, attached, to its recipients. The
 * notification centre hears of it through the SDK's recurring-report events: sent, or failed for
 * good (after the last retry) or refused.
 */
export class ReportSender {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: ReportsService,
    private readonly mail: MailPort,
    private readonly entitlements: EntitlementsPort,
    private readonly events: EventsPort,
  ) {}

  async send(workspaceId: string, reportId: string, dueAt: number, finalAttempt: boolean, now = new Date()): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    const report = await em.findOne(BiReportSchema, { id: reportId });
    if (!report || !report.scheduleEnabled) return;
    const language: 'pt' | 'en' = report.language;
    const refused = await this.refusal(workspaceId);
    if (refused) return this.pause(report, refused[language], now);
    try {
      const made = await this.reports.regenerate(workspaceId, reportId, now, String(dueAt));
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
      await em.nativeUpdate(BiReportSchema, { id: reportId }, { lastSentAt: new Date() });
      await this.events.publish(recurringReportSent, workspaceId, { reportId, name: row.title, recipients: row.recipients.length, actionPath: reportsPage });
    } catch (error) {
      if (finalAttempt) {
        const message = error instanceof ApiError ? (error.localized?.[language] ?? error.body.error.message) : (error as Error).message;
        const reason = failedAfterRetries(message)[language];
        await em.nativeUpdate(BiReportSchema, { id: reportId }, { lastFailedAt: new Date(), lastError: reason });
        await this.events.publish(recurringReportFailed, workspaceId, { reportId, name: report.title, reason, actionPath: reportsPage });
      }
      throw error;
    }
  }

  /** Why the workspace may not be sent its report now: its plan lost the feature, or the plugin is off for it; null when it may. */
  private async refusal(workspaceId: string): Promise<Text | null> {
    if (!(await this.entitlements.featuresOf(workspaceId)).has(biManifest.requiredFeature)) return planLapsed;
    if (!(await this.entitlements.pluginInUse(workspaceId, biManifest.id))) return pluginOff;
    return null;
  }

  /** Nothing is sent; the schedule stops (its owner turns it on again once the plan has the feature) and the notification centre says why, once. */
  private async pause(report: BiReport, reason: string, now: Date): Promise<void> {
    const paused = await forWorkspace(this.em, report.workspace.id).nativeUpdate(
      BiReportSchema,
      { id: report.id, scheduleEnabled: true },
      { scheduleEnabled: false, nextRunAt: null, lastFailedAt: now, lastError: reason },
    );
    if (paused > 0)
      await this.events.publish(recurringReportFailed, report.workspace.id, { reportId: report.id, name: report.title, reason, actionPath: reportsPage });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
