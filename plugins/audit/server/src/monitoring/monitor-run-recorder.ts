import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, forWorkspace } from '@otimiza/sdk/server';
import { auditRegression } from '@otimiza/plugin-audit-contract';
import type { FrameworkId } from '@otimiza/plugin-audit-shared';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';
import { CheckResultsRepository } from '../results/check-results.repository.js';
import { AuditReportSchema, type AuditReport } from '../data/audit-report.entity.js';
import { ReportFinishedListener } from '../reports/report-finished.listener.js';
import { AuditMonitorSchema } from '../data/audit-monitor.entity.js';
import { regressionBetween } from './monitor-regression.js';

/** New failures an event names at most (the report has them all). */
const EVENT_FAILURES = 10;

/**
 * A monitor's run ended: the monitor records it (last run; `error` when it failed on every site,
 * active again after a run that completed, unless paused meanwhile), and a completed run that
 * regressed from the previous completed one with a score publishes `audit.regression` for the
 * notification centre.
 */
@Injectable()
export class MonitorRunRecorder extends ReportFinishedListener {
  private readonly log = new Logger('AuditMonitors');

  constructor(
    private readonly em: EntityManager,
    private readonly results: CheckResultsRepository,
    private readonly registry: FrameworkRegistry,
    private readonly events: EventsPort,
  ) {
    super();
  }

  async reportFinished(report: AuditReport): Promise<void> {
    if (!report.monitorId) return;
    const workspaceId = typeof report.workspace === 'string' ? report.workspace : report.workspace.id;
    const em = forWorkspace(this.em, workspaceId);
    const monitor = await em.findOne(AuditMonitorSchema, { id: report.monitorId });
    if (!monitor) return;
    const failed = report.status === 'failed';
    await em.nativeUpdate(
      AuditMonitorSchema,
      { id: monitor.id },
      {
        lastRunAt: report.completedAt ?? new Date(),
        lastReportId: report.id,
        lastError: failed ? (report.error?.en ?? 'the run failed') : null,
        ...(monitor.status === 'paused' ? {} : { status: failed ? 'error' : 'active' }),
      },
    );
    if (!failed) await this.publishRegression(workspaceId, report, monitor.name);
  }

  /** Compares a run that has a score with the latest earlier run that has one (runs whose checks were all `no_data` are left out). */
  private async publishRegression(workspaceId: string, report: AuditReport, monitorName: string): Promise<void> {
    if (report.summary?.overallScore == null) return;
    const previous = await forWorkspace(this.em, workspaceId).findOne(
      AuditReportSchema,
      {
        monitorId: report.monitorId,
        id: { $ne: report.id },
        status: { $in: ['completed', 'published'] },
        createdAt: { $lte: report.createdAt },
        summary: { overallScore: { $ne: null } },
      },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    if (!previous) return;
    const [before, now] = await Promise.all([this.results.ofReport(workspaceId, previous.id), this.results.ofReport(workspaceId, report.id)]);
    const titleOf = (frameworkId: string, checkId: string) => this.registry.check(frameworkId as FrameworkId, checkId)?.title ?? { pt: checkId, en: checkId };
    const regression = regressionBetween({ summary: previous.summary ?? null, results: before }, { summary: report.summary ?? null, results: now }, titleOf);
    if (!regression.regressed) return;
    const { from, to, newFailures } = regression;
    const eventId = await this.events.publish(auditRegression, workspaceId, {
      reportId: report.id,
      previousReportId: previous.id,
      monitorId: report.monitorId!,
      monitorName,
      from,
      to,
      newFailures: newFailures.slice(0, EVENT_FAILURES),
    });
    this.log.log({ reportId: report.id, eventId, newFailures: newFailures.length }, 'audit regression published');
  }
}
