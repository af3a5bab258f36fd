import { sql, type Kysely } from 'kysely';
import { finishedWithResults, type AuditTables } from './audit-sql.js';

/**
 * The runs of each framework on each site, numbered in time: a run is a finished report that
 * stored results for that (url, framework); its time is its results' time (the run's time).
 * `run_no` 1 is the first. The CTEs below read this one.
 */
export function withSiteRuns(db: Kysely<AuditTables>, workspaceId: string) {
  return db
    .with('site_runs', (q) =>
      q
        .selectFrom('audit_check_result as r')
        .innerJoin('audit_report as p', 'p.id', 'r.report_id')
        .where('r.workspace_id', '=', workspaceId)
        .where('p.workspace_id', '=', workspaceId)
        .where('p.status', 'in', finishedWithResults)
        .groupBy(['r.url', 'r.framework_id', 'r.report_id'])
        .select((eb) => ['r.url', 'r.framework_id', 'r.report_id', eb.fn.min('r.created_at').as('created_at')]),
    )
    .with('numbered_runs', (q) =>
      q
        .selectFrom('site_runs')
        .selectAll()
        .select((eb) =>
          eb
            .cast<number>(
              eb.fn.agg('row_number').over((over) => over.partitionBy(['url', 'framework_id']).orderBy('created_at').orderBy('report_id')),
              'integer',
            )
            .as('run_no'),
        ),
    );
}

/** Severities ranked, most severe first: what `min` over a severity means. */
export const severityRank = { critical: 0, high: 1, medium: 2, low: 3 } as const;
export const severityOfRank = ['critical', 'high', 'medium', 'low'] as const;

/**
 * Every issue of the workspace: a check failing on a site (url, framework, check) from its first
 * failing run until the first later run of that framework on that site that did not fail it — a
 * passed check, or no result for it at all (what it checked is gone). A `no_data` result decides
 * nothing (the check could not tell) and does not end an issue. A check failing again after that
 * is a new issue.
 *
 * Gaps and islands: each failed or no_data result is a mark on its run number; consecutive runs
 * with a mark form one segment (a run without a mark between two marks splits them); a segment
 * with a failure is an issue, resolved by the run after its last mark when there is one.
 *
 * Columns of `issues`: url, framework_id, framework_type, check_id, clause, severity_rank,
 * started_at (first failing run), resolved_at (null while open).
 */
export function withIssues(db: Kysely<AuditTables>, workspaceId: string) {
  return withSiteRuns(db, workspaceId)
    .with('marks', (q) =>
      q
        .selectFrom('audit_check_result as r')
        .innerJoin('numbered_runs as n', (join) =>
          join.onRef('n.report_id', '=', 'r.report_id').onRef('n.url', '=', 'r.url').onRef('n.framework_id', '=', 'r.framework_id'),
        )
        .where('r.workspace_id', '=', workspaceId)
        .where('r.status', 'in', ['failed', 'no_data'])
        .select((eb) => [
          'r.url',
          'r.framework_id',
          'r.framework_type',
          'r.check_id',
          'r.clause',
          'r.status',
          'n.run_no',
          'n.created_at',
          eb
            .case('r.severity')
            .when('critical')
            .then(severityRank.critical)
            .when('high')
            .then(severityRank.high)
            .when('medium')
            .then(severityRank.medium)
            .else(severityRank.low)
            .end()
            .as('severity_rank'),
          eb.fn
            .agg<number | null>('lag', ['n.run_no'])
            .over((over) => over.partitionBy(['r.url', 'r.framework_id', 'r.check_id']).orderBy('n.run_no'))
            .as('previous_run_no'),
        ]),
    )
    .with('segmented_marks', (q) =>
      q
        .selectFrom('marks')
        .selectAll()
        .select((eb) =>
          eb
            .cast<number>(
              eb.fn
                .agg('sum', [
                  eb
                    .case()
                    .when(eb.or([eb('previous_run_no', 'is', null), eb(eb('run_no', '-', eb.ref('previous_run_no')), '>', 1)]))
                    .then(1)
                    .else(0)
                    .end(),
                ])
                .over((over) => over.partitionBy(['url', 'framework_id', 'check_id']).orderBy('run_no')),
              'integer',
            )
            .as('segment'),
        ),
    )
    .with('segments', (q) =>
      q
        .selectFrom('segmented_marks')
        .groupBy(['url', 'framework_id', 'framework_type', 'check_id', 'segment'])
        .having((eb) => eb.fn.count('status').filterWhere('status', '=', 'failed'), '>', 0)
        .select((eb) => [
          'url',
          'framework_id',
          'framework_type',
          'check_id',
          eb.fn.max('clause').as('clause'),
          eb.fn.min('severity_rank').filterWhere('status', '=', 'failed').as('severity_rank'),
          eb.fn.min('created_at').filterWhere('status', '=', 'failed').as('started_at'),
          eb.fn.max('run_no').as('last_run_no'),
        ]),
    )
    .with('issues', (q) =>
      q
        .selectFrom('segments as s')
        .leftJoin('numbered_runs as next', (join) =>
          join
            .onRef('next.url', '=', 's.url')
            .onRef('next.framework_id', '=', 's.framework_id')
            .on((eb) => eb('next.run_no', '=', eb(eb.ref('s.last_run_no'), '+', 1))),
        )
        .select(['s.url', 's.framework_id', 's.framework_type', 's.check_id', 's.clause', 's.severity_rank', 's.started_at', 'next.created_at as resolved_at']),
    );
}

/** Seconds from an issue's first failing run to the run that resolved it (extract has no Kysely builder). */
export const resolutionSeconds = sql<number>`extract(epoch from (resolved_at - started_at))::float8`;
