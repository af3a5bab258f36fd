import type { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { MonitorView, SiteMonitorRunView } from '@otimiza/plugin-audit-shared';
import { auditSql, percent } from '../analytics/audit-sql.js';
import { SiteMonitorRunSchema, type SiteMonitorRun } from '../data/site-monitor-run.entity.js';
import { latestRunOfEachMonitor, runsOfMonitors } from './monitor-run-queries.js';

export interface SiteMonitorFigures {
  metrics: MonitorView['metrics'];
  lastRun: SiteMonitorRunView | null;
}

const noRuns: SiteMonitorFigures = { metrics: { averageScore: null, successRate: null, totalRuns: 0 }, lastRun: null };

/** A run as the API shows it; one still asking for its site audit reads as running. */
export function toSiteMonitorRunView(run: SiteMonitorRun): SiteMonitorRunView {
  return {
    id: run.id,
    siteRunId: run.siteRunId ?? null,
    status: run.status === 'starting' ? 'running' : run.status,
    audited: run.audited ?? null,
    failedPages: run.failedPages ?? null,
    medians: run.medians ?? null,
    fell: run.fell,
    error: run.error ?? null,
    startedAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Each site monitor's figures from its runs: every run started, the share of the ended ones (a
 * cancelled site audit left out) that completed, and the latest run. No average score: a site run
 * has four medians, shown as they are.
 */
export async function siteMonitorRunFigures(em: EntityManager, workspaceId: string, monitorIds: readonly string[]): Promise<Map<string, SiteMonitorFigures>> {
  const figures = new Map<string, SiteMonitorFigures>(monitorIds.map((id) => [id, noRuns]));
  if (monitorIds.length === 0) return figures;
  const db = auditSql(em);
  // The latest runs first, the counts after: a run shown as ended is always among the counts (a run
  // that ends between the two reads is counted before it shows, never shown before it counts).
  const latest = await latestRunOfEachMonitor(db, 'audit_site_monitor_run', workspaceId, monitorIds).select(['monitor_id', 'id']).execute();
  const runs = latest.length > 0 ? await forWorkspace(em, workspaceId).find(SiteMonitorRunSchema, { id: { $in: latest.map((row) => row.id) } }) : [];
  const counts = await runsOfMonitors(db, 'audit_site_monitor_run', workspaceId, monitorIds)
    .groupBy('monitor_id')
    .select((eb) => [
      'monitor_id',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
      eb.cast<number>(eb.fn.countAll().filterWhere('status', '=', 'completed'), 'integer').as('completed'),
      eb.cast<number>(eb.fn.countAll().filterWhere('status', '=', 'failed'), 'integer').as('failed'),
    ])
    .execute();
  for (const row of counts) {
    figures.set(row.monitor_id, {
      metrics: { averageScore: null, successRate: percent(row.completed, row.completed + row.failed), totalRuns: row.total },
      lastRun: null,
    });
  }
  for (const run of runs) {
    const entry = figures.get(run.monitorId);
    if (entry) figures.set(run.monitorId, { ...entry, lastRun: toSiteMonitorRunView(run) });
  }
  return figures;
}
