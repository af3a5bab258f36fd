import type { MetricName } from '../../shared/metric-names.js';

/** One observation of a metric. */
export interface MetricSample {
  workspaceId: string;
  metric: MetricName;
  value: number;
  /** The site (an audited URL's origin + path, as the analysis stores it); null for a workspace-level figure. */
  site?: string | null;
  /** A breakdown inside the metric (a fix category, a report kind, an hour); '' when none. */
  dimension?: string;
  /** When it happened (its day is its day in UTC); now by default. Back-dated samples are allowed (backfill, tests). */
  at?: Date;
  /** The site's business type (analysis context), for anonymised cohorts; null when unknown. */
  segment?: string | null;
  /**
   * What the sample comes from (`analysis:<id>:performance`, `share-view:<id>`): a sample already
   * recorded under this key is not recorded again, so a retried event or a backfill counts once.
   */
  sourceKey: string;
}

/** A day's rollup of one metric (and site and dimension). */
export interface DailyMetric {
  /** YYYY-MM-DD (UTC). */
  day: string;
  sum: number;
  count: number;
  min: number;
  max: number;
  last: number;
  /** The catalogue's rollup of the day: sum, average (sum / count) or last. */
  value: number;
}

export interface MetricQuery {
  metric: MetricName;
  /** Inclusive days, UTC. */
  from: Date;
  to: Date;
  /** A site's series; null for the workspace-level rows; undefined for every row of the workspace (all sites and workspace-level). */
  site?: string | null;
  /** One dimension; undefined for all of them merged. */
  dimension?: string;
}

export interface SiteSeries {
  site: string | null;
  dimension: string;
  points: DailyMetric[];
}

/** A site's latest daily value on or before a day. */
export interface SiteValue {
  site: string;
  /** YYYY-MM-DD (UTC): the site's latest day with data. */
  day: string;
  /** That day's value (the catalogue's rollup), the mean over the site's dimensions. */
  value: number;
}

export interface LatestPerSiteQuery {
  metric: MetricName;
  on: Date;
  since: Date;
  dimension?: string;
  reading?: 'day' | 'latest';
}

/** The anonymised cohort of a metric: no workspace or site is named, only the values. */
export interface MetricCohort {
  workspaces: number;
  sites: number;
  /** The latest value of each site in the cohort, sorted ascending. */
  values: number[];
}

/**
 * The metric store (SDK port, provided by the core): daily rollups in PostgreSQL that plugins feed
 * on their events and read for their charts, KPIs, forecasts and health scores. Reads are scoped
 * to the given workspace; only `cohort` crosses workspaces, and it answers values only, and only
 * when at least `minWorkspaces` workspaces are in it.
 */
export abstract class MetricStorePort {
  /** Adds samples to their days' rollups, in one transaction; samples whose sourceKey was recorded before are skipped. */
  abstract record(samples: readonly MetricSample[]): Promise<void>;
  /** The workspace's daily points of a metric, merged over the sites/dimensions the query leaves open, oldest first; days without samples are absent. */
  abstract daily(workspaceId: string, query: MetricQuery): Promise<DailyMetric[]>;
  /** `daily` of several metrics over the same days, every site merged, every dimension too unless `dimension` keeps one, in one read. */
  abstract dailyOfMany(
    workspaceId: string,
    query: { metrics: readonly MetricName[]; from: Date; to: Date; dimension?: string },
  ): Promise<Map<MetricName, DailyMetric[]>>;
  /** The same, one series per (site, dimension). */
  abstract series(workspaceId: string, query: MetricQuery): Promise<SiteSeries[]>;
  /**
   * Each site's latest daily value on or before `on` and not before `since` (sites without one are
   * absent), sorted by site: one index probe per site, whatever the length of its history. The
   * mean of the values is the sites' level on that day.
   *
   * `dimension` keeps one dimension (a strategy: `mobile` or `desktop`), so that a site's mobile and
   * desktop audits are never averaged together; without it a site's day is the mean over its
   * dimensions. `reading: 'latest'` answers the value of the day's latest sample (the site's latest
   * analysis) instead of the day's rollup (every analysis of that day).
   */
  abstract latestPerSite(workspaceId: string, query: LatestPerSiteQuery): Promise<SiteValue[]>;
  /**
   * The latest value (within `withinDays`, default 90) of every site of every workspace whose
   * samples carry `segment`, for benchmarks; null when fewer than `minWorkspaces` (default 5) workspaces are in it.
   */
  abstract cohort(metric: MetricName, segment: string, options?: { withinDays?: number; minWorkspaces?: number }): Promise<MetricCohort | null>;
}
