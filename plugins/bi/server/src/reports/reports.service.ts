import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, MetricStorePort, type AuthContext } from '@otimiza/sdk/server';
import { dejaVuFonts } from '@otimiza/sdk/pdf';
import type { Language } from '@otimiza/sdk/shared';
import type { ExportFilters, ExportFormat, ExportResult, ReportList, ReportScheduleInput, ReportView } from '@otimiza/plugin-bi-shared';
import { ApiError } from '@otimiza/sdk/server';
import { biNotFound } from '../data/bi-errors.js';
import { toDashboardView } from '../dashboards/dashboards.service.js';
import { BiDashboardSchema } from '../data/bi-dashboard.entity.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { SeriesService } from '../series/series.service.js';
import { dayOf } from '../stats/periods.js';
import { BiReportSchema, type BiReport } from '../data/bi-report.entity.js';
import type { ReportContent } from './report-content.js';
import { renderReportCsv } from './report-csv.js';
import { renderReportPdf } from './report-pdf.js';
import { nextRunAfter } from './report-schedule.js';

/** A section chosen for a report that is not there (any more): 404, saying which kind. */
const gone = (message: { pt: string; en: string }) => new ApiError('NOT_FOUND', 404, message);

/** How long a generated file is kept for download. */
export const REPORT_TTL_MS = 30 * 86_400_000;

const reportUrl = (id: string) => `/api/bi/reports/${id}/download`;

/** Reports and exports: files made from the chosen metrics and dashboards, kept 30 days, optionally e-mailed on a schedule. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly metrics: MetricsService,
    private readonly series: SeriesService,
    private readonly store: MetricStorePort,
  ) {}

  async list(workspaceId: string): Promise<ReportList> {
    const rows = await forWorkspace(this.em, workspaceId).find(BiReportSchema, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 200 });
    return { reports: rows.map((row) => toReportView(row)) };
  }

  async export(auth: AuthContext, format: ExportFormat, filters: ExportFilters, language: Language): Promise<ExportResult> {
    const now = new Date();
    const built = await this.build(auth.workspaceId, format, filters, language, now);
    const em = forWorkspace(this.em, auth.workspaceId);
    const row = em.create(BiReportSchema, {
      workspace: auth.workspaceId,
      createdBy: auth.userId,
      title: built.content.title,
      format,
      description: built.description,
      language,
      category: filters.category ?? 'all',
      filters,
      sections: built.sections,
      filename: built.filename,
      content: built.bytes,
      fileSize: built.bytes.byteLength,
      generatedAt: now,
      expiresAt: new Date(now.getTime() + REPORT_TTL_MS),
    });
    await em.flush();
    await this.count(auth.workspaceId, row.id, now);
    return { id: row.id, filename: row.filename, url: reportUrl(row.id), fileSize: row.fileSize };
  }

  async download(workspaceId: string, id: string): Promise<{ bytes: Uint8Array; filename: string; format: ExportFormat }> {
    const row = await forWorkspace(this.em, workspaceId).findOne(BiReportSchema, { id }, { populate: ['content'] });
    if (!row) throw biNotFound();
    if (!row.content || row.expiresAt <= new Date()) {
      throw new ApiError(
        'NOT_FOUND',
        410,
        { pt: 'Este relatório expirou: gere-o de novo.', en: 'This report expired: generate it again.' },
        { expiredAt: row.expiresAt.toISOString() },
      );
    }
    return { bytes: new Uint8Array(row.content), filename: row.filename, format: row.format };
  }

  async schedule(workspaceId: string, id: string, input: ReportScheduleInput, now = new Date()): Promise<ReportView> {
    const em = forWorkspace(this.em, workspaceId);
    const row = await em.findOne(BiReportSchema, { id });
    if (!row) throw biNotFound();
    row.scheduleEnabled = input.enabled;
    row.frequency = input.frequency;
    row.recipients = [...new Set(input.recipients.map((recipient) => recipient.toLowerCase()))];
    row.nextRunAt = input.enabled ? nextRunAfter(input.frequency, now) : null;
    await em.flush();
    return toReportView(row);
  }

  async remove(workspaceId: string, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, workspaceId).nativeDelete(BiReportSchema, { id });
    if (deleted === 0) throw biNotFound();
  }

  /**
   * A scheduled run: the report made again from today's data, stored, and handed back for the
   * e-mail. `runKey` names the run, so that its retries count as one generated report.
   */
  async regenerate(workspaceId: string, id: string, now = new Date(), runKey?: string): Promise<{ row: BiReport; bytes: Uint8Array } | null> {
    const em = forWorkspace(this.em, workspaceId);
    const row = await em.findOne(BiReportSchema, { id });
    if (!row || !row.scheduleEnabled) return null;
    const built = await this.build(workspaceId, row.format, row.filters, row.language, now);
    row.title = built.content.title;
    row.description = built.description;
    row.sections = built.sections;
    row.filename = built.filename;
    row.content = Buffer.from(built.bytes);
    row.fileSize = built.bytes.byteLength;
    row.generatedAt = now;
    row.expiresAt = new Date(now.getTime() + REPORT_TTL_MS);
    await em.flush();
    await this.count(workspaceId, row.id, now, runKey);
    return { row, bytes: built.bytes };
  }

  private async build(workspaceId: string, format: ExportFormat, filters: ExportFilters, language: Language, now: Date) {
    const context = await this.series.context(workspaceId, now);
    const all = (await this.metrics.views(context)).map(({ forecastDetail: _detail, ...view }) => view);
    const chosenIds = filters.metricIds ?? [];
    const metrics = all.filter(
      (metric) =>
        (chosenIds.length === 0 || chosenIds.includes(metric.id)) && (!filters.category || filters.category === 'all' || metric.category === filters.category),
    );
    if (chosenIds.some((id) => !all.some((metric) => metric.id === id)))
      throw gone({ pt: 'Uma métrica escolhida para este relatório não existe mais.', en: 'A metric chosen for this report no longer exists.' });
    const dashboardIds = filters.dashboardIds ?? [];
    const dashboards = dashboardIds.length ? await forWorkspace(this.em, workspaceId).find(BiDashboardSchema, { id: { $in: dashboardIds } }) : [];
    if (dashboards.length !== new Set(dashboardIds).size) {
      throw gone({ pt: 'Um dashboard escolhido para este relatório não existe mais.', en: 'A dashboard chosen for this report no longer exists.' });
    }
    const byId = new Map(all.map((metric) => [metric.id, metric]));
    const title =
      filters.title?.trim() || (language === 'pt' ? `Relatório de Business Intelligence — ${dayOf(now)}` : `Business intelligence report — ${dayOf(now)}`);
    const content: ReportContent = {
      title,
      language,
      generatedAt: now,
      metrics,
      dashboards: dashboards.map((dashboard) => ({
        dashboard: toDashboardView(dashboard, undefined, null),
        metrics: [...new Set(dashboard.widgets.map((widget) => widget.metricId))].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
      })),
    };
    const bytes = format === 'pdf' ? await renderReportPdf(content, await dejaVuFonts()) : renderReportCsv(content);
    const sections: ReportView['sections'] = [
      ...metrics.map((metric) => ({ kind: 'metric' as const, id: metric.id, title: metric.name[language] })),
      ...dashboards.map((dashboard) => ({ kind: 'dashboard' as const, id: dashboard.id, title: dashboard.title })),
    ];
    const description =
      language === 'pt'
        ? `${metrics.length} métrica(s) e ${dashboards.length} dashboard(s)${filters.category && filters.category !== 'all' ? `, categoria ${filters.category}` : ''}.`
        : `${metrics.length} metric(s) and ${dashboards.length} dashboard(s)${filters.category && filters.category !== 'all' ? `, category ${filters.category}` : ''}.`;
    const filename = `${language === 'pt' ? 'relatorio-bi' : 'bi-report'}-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.${format}`;
    return { content, bytes, sections, description, filename };
  }

  /** Each generation counts in the metric store's report runs (dimension `bi`): the summary card and the visual reports read it. */
  private async count(workspaceId: string, reportId: string, at: Date, runKey = String(at.getTime())): Promise<void> {
    await this.store.record([{ workspaceId, metric: 'reports.runs', dimension: 'bi', value: 1, at, sourceKey: `bi-report:${reportId}:${runKey}` }]);
  }
}

export function toReportView(row: BiReport): ReportView {
  const expired = row.expiresAt <= new Date();
  return {
    id: row.id,
    title: row.title,
    format: row.format,
    description: row.description,
    category: row.category,
    type: row.scheduleEnabled ? 'scheduled' : 'export',
    filename: row.filename,
    fileSize: row.fileSize,
    sections: row.sections,
    schedule: {
      enabled: row.scheduleEnabled,
      frequency: row.frequency,
      recipients: row.recipients,
      nextRunAt: row.nextRunAt?.toISOString() ?? null,
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
      lastFailure:
        row.lastFailedAt && row.lastError && (!row.lastSentAt || row.lastFailedAt > row.lastSentAt)
          ? { at: row.lastFailedAt.toISOString(), reason: row.lastError }
          : null,
    },
    generatedAt: row.generatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired,
    url: expired ? null : reportUrl(row.id),
  };
}
