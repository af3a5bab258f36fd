// The metric store's daily rollups of the stored analyses, as the analysis plugin's recorder (and
// its backfill) writes them: per site (the URL), strategy (the dimension) and UTC day of
// completion, the four scores, the vitals, the failing audits, one completed analysis and the
// fixes per category, and the workspace rollups over the sites. Written in a few statements per
// workspace instead of a million samples.

/** The metrics written here (the server's own request counters record api.calls and activity.actions meanwhile, into both tables). */
const seededMetrics = [
  'score.performance',
  'score.accessibility',
  'score.seo',
  'score.best-practices',
  'vitals.lcp',
  'vitals.cls',
  'vitals.tbt',
  'audits.failing',
  'analyses.completed',
  'fixes.applied',
];

/** Rolls up the workspace's completed analyses into core_metric_daily; answers how many rows it holds. */
export async function seedRollups(client, { workspaceId }) {
  await client.query(
    `insert into core_metric_daily (workspace_id, metric, site, dimension, day, sum, count, min, max, last, last_at, segment, updated_at)
     select a.workspace_id, m.metric, a.url, m.dimension, (coalesce(a.completed_at, a.created_at) at time zone 'UTC')::date,
            sum(m.value), count(*), min(m.value), max(m.value),
            (array_agg(m.value order by coalesce(a.completed_at, a.created_at) desc))[1], max(coalesce(a.completed_at, a.created_at)),
            max(nullif(a.context ->> 'businessTypeId', 'unknown')), now()
     from analysis_analysis a
     cross join lateral (values
       ('score.performance', a.strategy, a.performance_score::float8),
       ('score.accessibility', a.strategy, a.accessibility_score::float8),
       ('score.seo', a.strategy, a.seo_score::float8),
       ('score.best-practices', a.strategy, a.best_practices_score::float8),
       ('vitals.lcp', a.strategy, (a.page_speed_results -> 'metrics' -> 'largest-contentful-paint' ->> 'value')::float8),
       ('vitals.cls', a.strategy, (a.page_speed_results -> 'metrics' -> 'cumulative-layout-shift' ->> 'value')::float8),
       ('vitals.tbt', a.strategy, (a.page_speed_results -> 'metrics' -> 'total-blocking-time' ->> 'value')::float8),
       ('audits.failing', a.strategy, coalesce(a.issues_count, jsonb_array_length(a.page_speed_results -> 'failingAudits'))::float8),
       ('analyses.completed', a.strategy, 1::float8)
     ) m(metric, dimension, value)
     where a.workspace_id = $1 and a.status = 'completed' and m.value is not null
     group by a.workspace_id, m.metric, a.url, m.dimension, 5`,
    [workspaceId],
  );
  // Fixes per category: one row per (site, category, day), the day's count of fixes.
  await client.query(
    `insert into core_metric_daily (workspace_id, metric, site, dimension, day, sum, count, min, max, last, last_at, segment, updated_at)
     select a.workspace_id, 'fixes.applied', a.url, f.category, (coalesce(a.completed_at, a.created_at) at time zone 'UTC')::date,
            sum(f.n), count(*), min(f.n), max(f.n), (array_agg(f.n order by coalesce(a.completed_at, a.created_at) desc))[1],
            max(coalesce(a.completed_at, a.created_at)), null, now()
     from analysis_analysis a
     cross join lateral (select fix ->> 'category' as category, count(*)::float8 as n from jsonb_array_elements(a.applied_fixes) fix group by 1) f
     where a.workspace_id = $1 and a.status = 'completed'
     group by a.workspace_id, a.url, f.category, 5`,
    [workspaceId],
  );
  // The workspace rollups the same recording keeps (as the migration that added them backfilled them).
  await client.query(
    `insert into core_metric_workspace_daily (workspace_id, metric, dimension, day, sum, count, min, max, last, last_at, updated_at)
     select workspace_id, metric, dimension, day, sum(sum), sum(count), min(min), max(max), (array_agg(last order by last_at desc))[1], max(last_at), now()
     from core_metric_daily where workspace_id = $1 and metric = any($2::text[])
     group by workspace_id, metric, dimension, day`,
    [workspaceId, seededMetrics],
  );
  await client.query('analyze core_metric_daily');
  await client.query('analyze core_metric_workspace_daily');
  const [{ rows }] = (await client.query('select count(*)::int as rows from core_metric_daily where workspace_id = $1', [workspaceId])).rows;
  return rows;
}
