import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditTables } from '../analytics/audit-sql.js';

/** The two tables of monitor runs: a page monitor's runs are its reports, a site monitor's have their own table. */
type MonitorRunTable = 'audit_report' | 'audit_site_monitor_run';

type RunsIn<T extends MonitorRunTable> = SelectQueryBuilder<AuditTables, T, object>;

/**
 * The runs of some monitors of a workspace; every query of runs names its workspace. (The generic
 * signature keeps the caller's table and so its own column types; the body is written once for both.)
 */
export function runsOfMonitors<T extends MonitorRunTable>(db: Kysely<AuditTables>, table: T, workspaceId: string, monitorIds: readonly string[]): RunsIn<T>;
export function runsOfMonitors(db: Kysely<AuditTables>, table: MonitorRunTable, workspaceId: string, monitorIds: readonly string[]): RunsIn<MonitorRunTable> {
  return db.selectFrom(table).where('workspace_id', '=', workspaceId).where('monitor_id', 'in', monitorIds);
}

/** The latest run of each of these monitors (the newest start, the greater id between two started together); the caller picks the columns. */
export function latestRunOfEachMonitor<T extends MonitorRunTable>(
  db: Kysely<AuditTables>,
  table: T,
  workspaceId: string,
  monitorIds: readonly string[],
): RunsIn<T>;
export function latestRunOfEachMonitor(
  db: Kysely<AuditTables>,
  table: MonitorRunTable,
  workspaceId: string,
  monitorIds: readonly string[],
): RunsIn<MonitorRunTable> {
  return runsOfMonitors(db, table, workspaceId, monitorIds).distinctOn('monitor_id').orderBy('monitor_id').orderBy('created_at', 'desc').orderBy('id', 'desc');
}
