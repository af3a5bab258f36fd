import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditTables } from '../analytics/audit-sql.js';

/** The two tables of monitor runs: a page monitor's runs are its reports, a site monitor's have their own table. */
type MonitorRunTable = 'audit_report' | 'audit_site_monitor_run';

type RunsOf<T extends MonitorRunTable> = SelectQueryBuilder<AuditTables, T, object>;

/** The runs of some monitors of a workspace; every query of runs names its workspace. */
export function runsOfMonitors(db: Kysely<AuditTables>, table: 'audit_report', workspaceId: string, monitorIds: readonly string[]): RunsOf<'audit_report'>;
export function runsOfMonitors(
  db: Kysely<AuditTables>,
  table: 'audit_site_monitor_run',
  workspaceId: string,
  monitorIds: readonly string[],
): RunsOf<'audit_site_monitor_run'>;
export function runsOfMonitors(db: Kysely<AuditTables>, table: MonitorRunTable, workspaceId: string, monitorIds: readonly string[]): RunsOf<MonitorRunTable> {
  return runsIn(db, table, workspaceId, monitorIds);
}

/** The latest run of each of these monitors (the newest start, the greater id between two started together); the caller picks the columns. */
export function latestRunOfEachMonitor(
  db: Kysely<AuditTables>,
  table: 'audit_report',
  workspaceId: string,
  monitorIds: readonly string[],
): RunsOf<'audit_report'>;
export function latestRunOfEachMonitor(
  db: Kysely<AuditTables>,
  table: 'audit_site_monitor_run',
  workspaceId: string,
  monitorIds: readonly string[],
): RunsOf<'audit_site_monitor_run'>;
export function latestRunOfEachMonitor(
  db: Kysely<AuditTables>,
  table: MonitorRunTable,
  workspaceId: string,
  monitorIds: readonly string[],
): RunsOf<MonitorRunTable> {
  return runsIn(db, table, workspaceId, monitorIds).distinctOn('monitor_id').orderBy('monitor_id').orderBy('created_at', 'desc').orderBy('id', 'desc');
}

/** Both overloads' one body: the overloads keep each table's own column types for the caller. */
function runsIn(db: Kysely<AuditTables>, table: MonitorRunTable, workspaceId: string, monitorIds: readonly string[]): RunsOf<MonitorRunTable> {
  return db.selectFrom(table).where('workspace_id', '=', workspaceId).where('monitor_id', 'in', monitorIds);
}
