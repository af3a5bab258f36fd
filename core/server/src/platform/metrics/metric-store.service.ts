import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  MetricStorePort,
  type DailyMetric,
  type LatestPerSiteQuery,
  type MetricCohort,
  type MetricQuery,
  type MetricSample,
  type SiteSeries,
  type SiteValue,
} from '@otimiza/sdk/server';
import { metricCatalogue, type MetricName } from '@otimiza/sdk/shared';
import { coreSql, type CoreTables } from '../../kernel/index.js';
import { checkSample, rollUp, utcDay, valueOf } from './metric-rollup.js';

/** Rows per insert statement: PostgreSQL takes at most 65 535 parameters, a rollup row has 12. */
const ROWS_PER_STATEMENT = 1000;
const DEFAULT_COHORT_DAYS = 90;
const DEFAULT_MIN_WORKSPACES = 5;

/** The rollups of each site (a workspace-level figure as site '') and of the workspace as a whole. */
type RollupTable = 'core_metric_daily' | 'core_metric_workspace_daily';

/**
 * How a day's newly recorded figures merge into the row `table` already holds for that day: sums
 * and counts add up, the extremes widen, and the latest value is the one whose sample happened last.
 */
function mergedDayFigures(table: RollupTable) {
  const stored = (column: 'sum' | 'count' | 'min' | 'max' | 'last' | 'last_at') => sql.ref(`${table}.${column}`);
  return {
    sum: sql<number>`${stored('sum')} + excluded.sum`,
    count: sql<number>`${stored('count')} + excluded.count`,
    min: sql<number>`least(${stored('min')}, excluded.min)`,
    max: sql<number>`greatest(${stored('max')}, excluded.max)`,
    last: sql<number>`case when excluded.last_at >= ${stored('last_at')} then excluded.last else ${stored('last')} end`,
    last_at: sql<Date>`greatest(${stored('last_at')}, excluded.last_at)`,
    updated_at: sql<Date>`excluded.updated_at`,
  };
}

/** A table of rollups' rows of the workspace for the query's metric and days, and for its dimension when it names one. */
function rollupRows<T extends RollupTable>(
  db: Kysely<CoreTables>,
  table: T,
  workspaceId: string,
  query: MetricQuery,
): SelectQueryBuilder<CoreTables, T, object>;
function rollupRows(db: Kysely<CoreTables>, table: RollupTable, workspaceId: string, query: MetricQuery): SelectQueryBuilder<CoreTables, RollupTable, object> {
  const builder = db
    .selectFrom(table)
    .where('workspace_id', '=', workspaceId)
    .where('metric', '=', query.metric)
    .where('day', '>=', utcDay(query.from))
    .where('day', '<=', utcDay(query.to));
  return query.dimension === undefined ? builder : builder.where('dimension', '=', query.dimension);
}

/** A day's merged figures as the reads select them (sums come back as text from PostgreSQL's numeric). */
interface MergedRow {
  day: string;
  sum: number | string;
  count: number | string;
  min: number | string;
  max: number | string;
  last: number | string;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/**
 * MetricStorePort on PostgreSQL: daily rollups per site in `core_metric_daily` and per workspace in
 * `core_metric_workspace_daily`, the source keys recorded in `core_metric_source`. A recording is one transaction: the keys are inserted with ON CONFLICT DO
 * NOTHING, and only the samples whose key was new are added to their days' rows (one upsert per
 * row). A concurrent recording of the same key waits on the key's row and then finds it taken, so
 * twenty parallel calls of one key add it once. Every read names its workspace; `cohort` is the one
 * read across workspaces, and it answers values only.
 */
@Injectable()
export class MetricStoreService extends MetricStorePort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(samples: readonly MetricSample[]): Promise<void> {
    if (samples.length === 0) return;
    for (const sample of samples) checkSample(sample);
    const now = new Date();
    await this.em.fork().transactional(async (em) => {
      const db = coreSql(em);
      const keyOf = (workspaceId: string, sourceKey: string) => `${workspaceId}\u0000${sourceKey}`;
      const keys = [...new Map(samples.map((sample) => [keyOf(sample.workspaceId, sample.sourceKey), sample])).entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, sample]) => ({ workspace_id: sample.workspaceId, source_key: sample.sourceKey }));
      const fresh = new Set<string>();
      for (const batch of chunks(keys, ROWS_PER_STATEMENT)) {
        const inserted = await db
          .insertInto('core_metric_source')
          .values(batch)
          .onConflict((conflict) => conflict.columns(['workspace_id', 'source_key']).doNothing())
          .returning(['workspace_id', 'source_key'])
          .execute();
        for (const row of inserted) fresh.add(keyOf(row.workspace_id, row.source_key));
      }
      const recorded = samples.filter((sample) => fresh.has(keyOf(sample.workspaceId, sample.sourceKey)));
      const rows = rollUp(recorded, now);
      for (const batch of chunks(rows, ROWS_PER_STATEMENT)) {
        await db
          .insertInto('core_metric_daily')
          .values(batch.map((row) => ({ ...row, updated_at: now })))
          .onConflict((conflict) =>
            conflict.columns(['workspace_id', 'metric', 'site', 'dimension', 'day']).doUpdateSet({
              ...mergedDayFigures('core_metric_daily'),
              segment: sql`coalesce(excluded.segment, core_metric_daily.segment)`,
            }),
          )
          .execute();
      }
      // The same samples summed over their sites, for the workspace's daily figures (after the site rows: every recording locks in this order).
      const workspaceRows = rollUp(
        recorded.map((sample) => ({ ...sample, site: null, segment: null })),
        now,
      ).map(({ site: _site, segment: _segment, ...row }) => ({ ...row, updated_at: now }));
      for (const batch of chunks(workspaceRows, ROWS_PER_STATEMENT)) {
        await db
          .insertInto('core_metric_workspace_daily')
          .values(batch)
          .onConflict((conflict) =>
            conflict.columns(['workspace_id', 'metric', 'dimension', 'day']).doUpdateSet(mergedDayFigures('core_metric_workspace_daily')),
          )
          .execute();
      }
    });
  }

  async daily(workspaceId: string, query: MetricQuery): Promise<DailyMetric[]> {
    const db = coreSql(this.em.fork());
    // Every site's and the workspace's rows merged: the workspace rollups, one row per day and dimension.
    if (query.site === undefined) {
      const rows = await rollupRows(db, 'core_metric_workspace_daily', workspaceId, query)
        .groupBy('day')
        .select([dayText, ...mergedFigures])
        .orderBy('day')
        .execute();
      return rows.map((row) => toPoint(query.metric, row));
    }
    const rows = await this.scoped(db, workspaceId, query)
      .groupBy('day')
      .select([dayText, ...mergedFigures])
      .orderBy('day')
      .execute();
    return rows.map((row) => toPoint(query.metric, row));
  }

  async dailyOfMany(
    workspaceId: string,
    query: { metrics: readonly MetricName[]; from: Date; to: Date; dimension?: string },
  ): Promise<Map<MetricName, DailyMetric[]>> {
    const byMetric = new Map<MetricName, DailyMetric[]>(query.metrics.map((metric) => [metric, []]));
    if (query.metrics.length === 0) return byMetric;
    let builder = coreSql(this.em.fork())
      .selectFrom('core_metric_workspace_daily')
      .where('workspace_id', '=', workspaceId)
      .where('metric', '=', (eb) => eb.fn.any(eb.val([...query.metrics])))
      .where('day', '>=', utcDay(query.from))
      .where('day', '<=', utcDay(query.to));
    if (query.dimension !== undefined) builder = builder.where('dimension', '=', query.dimension);
    const rows = await builder
      .groupBy(['metric', 'day'])
      .select(['metric', dayText, ...mergedFigures])
      .orderBy('metric')
      .orderBy('day')
      .execute();
    for (const row of rows) byMetric.get(row.metric as MetricName)?.push(toPoint(row.metric as MetricName, row));
    return byMetric;
  }

  async latestPerSite(workspaceId: string, query: LatestPerSiteQuery): Promise<SiteValue[]> {
    const rollup = query.reading === 'latest' ? 'last' : (metricCatalogue[query.metric].rollup as 'sum' | 'average' | 'last');
    // The day's value of one row as valueOf computes it; a site's day is the mean over its dimensions (one when `dimension` is given).
    const value = rollup === 'sum' ? sql`d.sum` : rollup === 'last' ? sql`d.last` : sql`case when d.count > 0 then d.sum / d.count else 0 end`;
    const on = utcDay(query.on);
    const since = utcDay(query.since);
    const dimension = query.dimension ?? null;
    // The sites by a skip scan of the (workspace, metric, site, day) index, then one backward probe per site for its latest day.
    const result = await sql<{ site: string; day: string; value: number | string }>`
      with recursive sites(site) as (
        (select site from core_metric_daily where workspace_id = ${workspaceId} and metric = ${query.metric} and site <> '' order by site limit 1)
        union all
        select (select d.site from core_metric_daily d
                where d.workspace_id = ${workspaceId} and d.metric = ${query.metric} and d.site <> '' and d.site > s.site order by d.site limit 1)
        from sites s where s.site is not null
      )
      select s.site, to_char(latest.day, 'YYYY-MM-DD') as day, latest.value
      from sites s
      cross join lateral (
        select d.day, avg(${value}) as value
        from core_metric_daily d
        where d.workspace_id = ${workspaceId} and d.metric = ${query.metric} and d.site = s.site
          and (${dimension}::text is null or d.dimension = ${dimension}::text)
          and d.day = (select max(x.day) from core_metric_daily x
                       where x.workspace_id = ${workspaceId} and x.metric = ${query.metric} and x.site = s.site and x.site <> '' and x.day <= ${on}::date and x.day >= ${since}::date
                         and (${dimension}::text is null or x.dimension = ${dimension}::text))
        group by d.day
      ) latest
      where s.site is not null
      order by s.site`.execute(coreSql(this.em.fork()));
    return result.rows.map((row) => ({ site: row.site, day: row.day, value: Number(row.value) }));
  }

  async series(workspaceId: string, query: MetricQuery): Promise<SiteSeries[]> {
    const rows = await this.scoped(coreSql(this.em.fork()), workspaceId, query)
      .groupBy(['site', 'dimension', 'day'])
      .select(['site', 'dimension', dayText])
      .select(mergedFigures)
      .orderBy('site')
      .orderBy('dimension')
      .orderBy('day')
      .execute();
    const series = new Map<string, SiteSeries>();
    for (const row of rows) {
      const key = `${row.site}\u0000${row.dimension}`;
      let entry = series.get(key);
      if (!entry) {
        entry = { site: row.site === '' ? null : row.site, dimension: row.dimension, points: [] };
        series.set(key, entry);
      }
      entry.points.push(toPoint(query.metric, row));
    }
    return [...series.values()];
  }

  async cohort(metric: MetricName, segment: string, options: { withinDays?: number; minWorkspaces?: number } = {}): Promise<MetricCohort | null> {
    const withinDays = options.withinDays ?? DEFAULT_COHORT_DAYS;
    const minWorkspaces = options.minWorkspaces ?? DEFAULT_MIN_WORKSPACES;
    const since = utcDay(new Date(Date.now() - withinDays * 86_400_000));
    // The one read across workspaces (benchmarks): each site's latest day of the segment, as values
    // only. No workspace id or site leaves this method, and nothing at all below `minWorkspaces`.
    const rows = await coreSql(this.em.fork())
      .with('per_day', (q) =>
        q
          .selectFrom('core_metric_daily')
          .where('metric', '=', metric)
          .where('segment', '=', segment)
          .where('site', '<>', '')
          .where('day', '>=', since)
          .groupBy(['workspace_id', 'site', 'day'])
          .select(['workspace_id', 'site', 'day'])
          .select(mergedFigures),
      )
      .selectFrom('per_day')
      .distinctOn(['workspace_id', 'site'])
      .select(['workspace_id', 'sum', 'count', 'last'])
      .orderBy('workspace_id')
      .orderBy('site')
      .orderBy('day', 'desc')
      .execute();
    const workspaces = new Set(rows.map((row) => row.workspace_id)).size;
    if (workspaces < minWorkspaces) return null;
    const values = rows.map((row) => valueOf(metric, { sum: Number(row.sum), count: Number(row.count), last: Number(row.last) })).sort((a, b) => a - b);
    return { workspaces, sites: rows.length, values };
  }

  /** The workspace's rows of the query: its metric, days, and the site and dimension it names. */
  private scoped(db: Kysely<CoreTables>, workspaceId: string, query: MetricQuery) {
    const builder = rollupRows(db, 'core_metric_daily', workspaceId, query);
    return query.site === undefined ? builder : builder.where('site', '=', query.site ?? '');
  }
}

/** The day as `YYYY-MM-DD` (the pg driver would make a local-time Date of a date). */
const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day');

/** A day's figures merged over the rows grouped: sums and counts added, the extremes kept, the latest sample's value. */
const mergedFigures = [
  sql<number>`sum(sum)`.as('sum'),
  sql<number>`sum(count)`.as('count'),
  sql<number>`min(min)`.as('min'),
  sql<number>`max(max)`.as('max'),
  sql<number>`(array_agg(last order by last_at desc))[1]`.as('last'),
] as const;

function toPoint(metric: MetricName, row: MergedRow): DailyMetric {
  const point = { day: row.day, sum: Number(row.sum), count: Number(row.count), min: Number(row.min), max: Number(row.max), last: Number(row.last) };
  return { ...point, value: valueOf(metric, point) };
}
