import type { RecurringReportView, RecurringRunView } from '@otimiza/plugin-reports-shared';
import type { RecurringReport, RecurringRun } from '../data/recurring.entities.js';

export function toRunView(run: RecurringRun): RecurringRunView {
  return {
    id: run.id,
    scheduledFor: run.scheduledFor.toISOString(),
    status: run.status,
    attempts: run.attempts,
    error: run.error ?? null,
    analysisIds: run.analysisIds,
    emailedTo: run.emailedTo,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export function toReportView(report: RecurringReport, lastRun: RecurringRun | null): RecurringReportView {
  return {
    id: report.id,
    name: report.name,
    urls: report.urls,
    frequency: report.frequency,
    recipients: report.recipients,
    nextRun: report.isActive ? (report.nextRun?.toISOString() ?? null) : null,
    isActive: report.isActive,
    settings: report.settings,
    lastRun: lastRun ? toRunView(lastRun) : null,
    createdAt: report.createdAt.toISOString(),
  };
}
