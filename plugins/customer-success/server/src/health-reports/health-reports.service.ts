import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { HealthReportView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import { healthReportNotFound } from '../data/cs-errors.js';
import { daysAgo, oneDecimal } from '../common/cs-sql.js';
import { HealthService } from '../health/health.service.js';
import { npsOf } from '../overview/overview-figures.js';
import { OverviewData } from '../overview/overview-data.js';
import { PlaybookExecutionSchema } from '../data/playbook-execution.entity.js';
import { healthReportCsv, healthReportPdf } from './health-report-files.js';
import { HealthReportSchema, type HealthReport } from '../data/health-report.entity.js';

/** `POST /api/cs/health-report` ('Relatório Health' 30d, 'Exportar' 90d): the figures of the range, stored with their PDF and CSV. */
@Injectable()
export class HealthReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly data: OverviewData,
    private readonly health: HealthService,
  ) {}

  async generate(auth: AuthContext, timeRange: '30d' | '90d', language: Language, now = new Date()): Promise<HealthReportView> {
    await this.health.refresh(auth.workspaceId, now);
    const days = timeRange === '30d' ? 30 : 90;
    const since = daysAgo(now, days);
    const { customers, answers } = await this.data.load(auth.workspaceId, now);
    const active = customers.filter((customer) => customer.status === 'active');
    const scores = active.map((customer) => customer.healthScore).filter((score): score is number => score != null);
    const em = forWorkspace(this.em, auth.workspaceId);
    const summary: HealthReportView['summary'] = {
      totalCustomers: active.length,
      healthyCustomers: scores.filter((score) => score >= 80).length,
      atRiskCustomers: active.filter((customer) => customer.riskLevel === 'medium' || customer.riskLevel === 'high').length,
      criticalCustomers: active.filter((customer) => customer.riskLevel === 'critical').length,
      averageHealthScore: scores.length ? oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
      npsScore: npsOf(answers.filter((answer) => answer.at >= since).map((answer) => answer.nps)),
      churnedInRange: customers.filter((customer) => customer.churnedAt && customer.churnedAt >= since).length,
      playbookExecutions: await em.count(PlaybookExecutionSchema, { createdAt: { $gte: since } }),
    };
    const report = em.create(HealthReportSchema, {
      workspace: auth.workspaceId,
      timeRange,
      language,
      summary,
      pdf: Buffer.from(await healthReportPdf(summary, active, days, language, now)),
      csv: healthReportCsv(customers.filter((customer) => customer.status === 'active' || (customer.churnedAt && customer.churnedAt >= since))),
      createdBy: auth.userId,
    });
    await em.flush();
    return this.view(report);
  }

  async file(agencyId: string, id: string, kind: 'pdf' | 'csv'): Promise<{ filename: string; type: string; body: Buffer | string }> {
    const report = await forWorkspace(this.em, agencyId).findOne(HealthReportSchema, { id }, { populate: [kind] });
    if (!report) throw healthReportNotFound();
    const filename = this.filename(report).replace(/\.pdf$/, `.${kind}`);
    return kind === 'pdf'
      ? { filename, type: 'application/pdf', body: Buffer.from(report.pdf) }
      : { filename, type: 'text/csv; charset=utf-8', body: `\uFEFF${report.csv}` };
  }

  private filename(report: HealthReport): string {
    return `health-report-${report.timeRange}-${report.createdAt.toISOString().slice(0, 10)}.pdf`;
  }

  private view(report: HealthReport): HealthReportView {
    return {
      id: report.id,
      timeRange: report.timeRange,
      filename: this.filename(report),
      createdAt: report.createdAt.toISOString(),
      summary: report.summary,
      pdfPath: `/api/cs/health-reports/${report.id}/pdf`,
      csvPath: `/api/cs/health-reports/${report.id}/csv`,
    };
  }
}
