import { preparedQuery } from '@otimiza/sdk/server';
import type { Kysely } from 'kysely';
import type { AnalysisTables } from '../data/analysis-tables.js';
import { analysisSummaryColumns } from './analysis-view.js';

type Db = Kysely<AnalysisTables>;

interface HistoryPageValues {
  workspaceId: string;
  /** `%…%`, escaped, when the page is of a search. */
  pattern: string;
  /** The keyset position the page starts after, when paging by cursor. */
  afterCreatedAt: Date;
  afterId: string;
  limit: number;
  offset: number;
}

/** One shape of the history list's page, compiled once (see preparedQuery): with or without a search, by page number or after a cursor. */
function historyPageQuery(shape: { search: boolean; after: boolean }) {
  return preparedQuery((db: Db, values: HistoryPageValues) => {
    let rows = db.selectFrom('analysis_analysis').select(analysisSummaryColumns).where('workspace_id', '=', values.workspaceId);
    if (shape.search) rows = rows.where('url', 'ilike', values.pattern);
    // The keyset as one row comparison, which the (workspace, created_at, id) index answers.
    if (shape.after) rows = rows.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(values.afterCreatedAt, values.afterId)));
    return rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(values.limit).offset(values.offset);
  });
}

const historyPages = {
  byNumber: historyPageQuery({ search: false, after: false }),
  byNumberSearching: historyPageQuery({ search: true, after: false }),
  afterCursor: historyPageQuery({ search: false, after: true }),
  afterCursorSearching: historyPageQuery({ search: true, after: true }),
};

/** A page of the history list, newest first. */
export function historyPage(
  db: Db,
  values: Pick<HistoryPageValues, 'workspaceId' | 'limit' | 'offset'> & { pattern: string | null; after: { createdAt: Date; id: string } | null },
) {
  const { pattern, after, ...rest } = values;
  const query = after
    ? pattern
      ? historyPages.afterCursorSearching
      : historyPages.afterCursor
    : pattern
      ? historyPages.byNumberSearching
      : historyPages.byNumber;
  return query(db, { ...rest, pattern: pattern ?? '', afterCreatedAt: after?.createdAt ?? new Date(0), afterId: after?.id ?? '' });
}

/** How many analyses the workspace has, from its kept figures. */
export const storedAnalysesCount = preparedQuery((db: Db, values: { workspaceId: string }) =>
  db.selectFrom('analysis_workspace_stats').select('analyses').where('workspace_id', '=', values.workspaceId),
);

/** The dashboard's kept figures of a workspace, with the given month's completed analyses. */
export const dashboardFigures = preparedQuery((db: Db, values: { workspaceId: string; month: string }) =>
  db
    .selectFrom('analysis_workspace_stats as s')
    .select(['s.completed', 's.lcp_sum', 's.lcp_count', 's.change_sum', 's.changed_urls'])
    .select((eb) =>
      eb
        .selectFrom('analysis_monthly_stats as m')
        .select('m.completed')
        .where('m.workspace_id', '=', values.workspaceId)
        .where('m.month', '=', values.month)
        .as('month'),
    )
    .where('s.workspace_id', '=', values.workspaceId),
);
