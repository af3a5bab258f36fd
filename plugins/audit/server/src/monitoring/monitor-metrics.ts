import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { MonitorView, ReportStatus } from '@otimiza/plugin-audit-shared';
import { auditSql, finishedWithResults, oneDecimal, percent, reportScore } from '../analytics/audit-sql.js';
import { latestRunOfEachMonitor, runsOfMonitors } from './monitor-run-queries.js';

export interface MonitorRunFigures {
  metrics: MonitorView['metrics'];
  lastRun: { reportId: string; at: Date; status: ReportStatus; overallScore: number | null; error: LocalizedText | null } | null;
}

const noRuns: MonitorRunFigures = { metrics: { averageScore: null, successRate: null, totalRuns: 0 }, lastRun: null };

/**
 * The figures of each monitor from its runs (the reports with its id): every run started, the
 * share of finished runs that completed, the mean overall score of the completed ones that have a
 * score (a run whose checks were all `no_data` has none), and the latest run. Two aggregates,
 * whatever the number of runs.
 */
export async function monitorRunFigures(em: EntityManager, workspaceId: string, monitorIds: readonly string[]): Promise<Map<string, MonitorRunFigures>> {
  const figures = new Map<string, MonitorRunFigures>(monitorIds.map((id) => [id, noRuns]));
  if (monitorIds.length === 0) return figures;
  const db = auditSql(em);
  // The latest runs first, the counts after: a run shown as ended is always among the counts.
  const latest = await latestRunOfEachMonitor(db, 'audit_report', workspaceId, monitorIds)
    .select(['monitor_id', 'id', 'status', 'created_at', 'completed_at', 'summary', 'error'])
    .execute();
  const counts = await runsOfMonitors(db, 'audit_report', workspaceId, monitorIds)
    .groupBy('monitor_id')
    .select((eb) => [
      'monitor_id',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
      eb.cast<number>(eb.fn.countAll().filterWhere('status', 'in', finishedWithResults), 'integer').as('completed'),
      eb.cast<number>(eb.fn.countAll().filterWhere('status', '=', 'failed'), 'integer').as('failed'),
      eb.fn.avg<number | null>(reportScore('audit_report')).filterWhere('status', 'in', finishedWithResults).as('average_score'),
    ])
    .execute();
  for (const row of counts) {
    if (!row.monitor_id) continue;
    figures.set(row.monitor_id, {
      metrics: {
        averageScore: row.average_score == null ? null : oneDecimal(Number(row.average_score)),
        successRate: percent(row.completed, row.completed + row.failed),
        totalRuns: row.total,
      },
      lastRun: null,
    });
  }
  for (const row of latest) {
    const entry = row.monitor_id ? figures.get(row.monitor_id) : undefined;
    if (!entry || !row.monitor_id) continue;
    figures.set(row.monitor_id, {
      ...entry,
      lastRun: {
        reportId: row.id,
        at: new Date(row.completed_at ?? row.created_at),
        status: row.status,
        overallScore: row.summary?.overallScore ?? null,
        error: row.error ?? null,
      },
    });
  }
  return figures;
}
