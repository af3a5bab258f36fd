import { sql, type Kysely } from 'kysely';
import { finishedWithResults, reportScore, type AuditTables } from './audit-sql.js';
import { resolutionSeconds, withIssues, withSiteRuns } from './site-runs.js';

/** The issues counted per framework type and severity, with the seconds the resolved ones took: at most 5 × 4 rows. */
export function issueGroups(db: Kysely<AuditTables>, workspaceId: string) {
  return withIssues(db, workspaceId)
    .selectFrom('issues')
    .groupBy(['framework_type', 'severity_rank'])
    .select((eb) => [
      'framework_type',
      'severity_rank',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
      eb.cast<number>(eb.fn.count('resolved_at'), 'integer').as('resolved'),
      eb.fn.sum<number | null>(resolutionSeconds).as('resolution_seconds'),
    ])
    .execute();
}
export type IssueGroupRow = Awaited<ReturnType<typeof issueGroups>>[number];

/** Passed and failed checks of the latest run of each framework on each site: sites × frameworks rows. */
export function latestRunCounts(db: Kysely<AuditTables>, workspaceId: string) {
  return withSiteRuns(db, workspaceId)
    .with('latest_runs', (q) =>
      q
        .selectFrom('site_runs')
        .distinctOn(['url', 'framework_id'])
        .select(['url', 'framework_id', 'report_id', 'created_at'])
        .orderBy('url')
        .orderBy('framework_id')
        .orderBy('created_at', 'desc')
        .orderBy('report_id', 'desc'),
    )
    .selectFrom('latest_runs as l')
    .innerJoin('audit_check_result as r', (join) =>
      join.onRef('r.report_id', '=', 'l.report_id').onRef('r.url', '=', 'l.url').onRef('r.framework_id', '=', 'l.framework_id'),
    )
    .where('r.workspace_id', '=', workspaceId)
    .groupBy(['l.url', 'l.framework_id', 'l.created_at'])
    .select((eb) => [
      'l.url',
      'l.framework_id',
      'l.created_at',
      eb.cast<number>(eb.fn.count('r.id').filterWhere('r.status', '=', 'passed'), 'integer').as('passed'),
      eb.cast<number>(eb.fn.count('r.id').filterWhere('r.status', '=', 'failed'), 'integer').as('failed'),
    ])
    .execute();
}
export type LatestRunRow = Awaited<ReturnType<typeof latestRunCounts>>[number];

/** Passed and failed checks per finished report and framework, with the run's time: reports × frameworks rows. */
export function reportFrameworkCounts(db: Kysely<AuditTables>, workspaceId: string) {
  return db
    .selectFrom('audit_check_result as r')
    .innerJoin('audit_report as p', 'p.id', 'r.report_id')
    .where('r.workspace_id', '=', workspaceId)
    .where('p.workspace_id', '=', workspaceId)
    .where('p.status', 'in', finishedWithResults)
    .groupBy(['r.report_id', 'r.framework_id'])
    .select((eb) => [
      'r.report_id',
      'r.framework_id',
      eb.fn.min('r.created_at').as('created_at'),
      eb.cast<number>(eb.fn.count('r.id').filterWhere('r.status', '=', 'passed'), 'integer').as('passed'),
      eb.cast<number>(eb.fn.count('r.id').filterWhere('r.status', '=', 'failed'), 'integer').as('failed'),
    ])
    .execute();
}
export type ReportFrameworkRow = Awaited<ReturnType<typeof reportFrameworkCounts>>[number];

/** Reports counted: all, completed (or published), and the mean overall score of those that have one (not the no-data ones). */
export async function reportTotals(db: Kysely<AuditTables>, workspaceId: string) {
  return db
    .selectFrom('audit_report')
    .where('workspace_id', '=', workspaceId)
    .select((eb) => [
      eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
      eb.cast<number>(eb.fn.countAll().filterWhere('status', 'in', finishedWithResults), 'integer').as('completed'),
      eb.fn.avg<number | null>(reportScore('audit_report')).filterWhere('status', 'in', finishedWithResults).as('average_score'),
    ])
    .executeTakeFirstOrThrow();
}

/** Completed reports per engine (the report's `auditor`): name, version, count, and mean overall score of those that have one. */
export function engineFigures(db: Kysely<AuditTables>, workspaceId: string) {
  return (
    db
      .selectFrom('audit_report')
      .where('workspace_id', '=', workspaceId)
      .where('status', 'in', finishedWithResults)
      .select((eb) => [
        eb.ref('audit_report.auditor', '->>').key('name').as('name'),
        eb.ref('audit_report.auditor', '->>').key('version').as('version'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('completed'),
        eb.fn.avg<number | null>(reportScore('audit_report')).as('average_score'),
      ])
      // By position: the same jsonb expressions as the select list.
      .groupBy([sql`1`, sql`2`])
      .orderBy('completed', 'desc')
      .execute()
  );
}

/** Completed reports per user who started them, and the mean score of those that have one (who is still a member, and their name, come from the core). */
export function creatorFigures(db: Kysely<AuditTables>, workspaceId: string) {
  return db
    .selectFrom('audit_report as p')
    .where('p.workspace_id', '=', workspaceId)
    .where('p.status', 'in', finishedWithResults)
    .where('p.created_by', 'is not', null)
    .groupBy('p.created_by')
    .select((eb) => [
      'p.created_by as user_id',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('completed'),
      eb.fn.avg<number | null>(reportScore('p')).as('average_score'),
    ])
    .orderBy('completed', 'desc')
    .orderBy('p.created_by')
    .execute();
}

/** Open issues per framework: the count, and the five most severe (oldest first among equals) with their site and clause. */
export function openIssuesPerFramework(db: Kysely<AuditTables>, workspaceId: string, top: number) {
  return withIssues(db, workspaceId)
    .with('ranked_open', (q) =>
      q
        .selectFrom('issues')
        .where('resolved_at', 'is', null)
        .select((eb) => [
          'framework_id',
          'check_id',
          'url',
          'clause',
          'severity_rank',
          eb
            .cast<number>(
              eb.fn.agg('count', [eb.lit(1)]).over((over) => over.partitionBy('framework_id')),
              'integer',
            )
            .as('open_count'),
          eb
            .cast<number>(
              eb.fn
                .agg('row_number')
                .over((over) => over.partitionBy('framework_id').orderBy('severity_rank').orderBy('started_at').orderBy('url').orderBy('check_id')),
              'integer',
            )
            .as('position'),
        ]),
    )
    .selectFrom('ranked_open')
    .selectAll()
    .where('position', '<=', top)
    .orderBy('framework_id')
    .orderBy('position')
    .execute();
}
