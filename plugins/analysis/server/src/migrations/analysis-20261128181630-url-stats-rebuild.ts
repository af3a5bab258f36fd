import { Migration } from '@mikro-orm/migrations';
import { statsApplyFunctionV2 } from './analysis-20261126000000-stable-change.js';

/** The run count of a stored analysis (`page_speed_results.auditRuns`, one when absent), in SQL. */
const runsOf = (row: string) => `coalesce((${row}.page_speed_results->>'auditRuns')::int, 1)`;

/**
 * The dashboard's average improvement compares like with like: per URL, strategy and run count
 * (the key of `analysis_url_stats` since url-stats-like-with-like), each key's first and latest
 * audit. A mobile audit followed by a desktop audit of the same unchanged page is no longer an
 * "improvement". The statement trigger's function carries the strategy and run count in its deltas.
 */
const statsApplyFunctionV3 = `
      create or replace function analysis_stats_apply() returns trigger language plpgsql as $$
      declare
        deltas jsonb;
      begin
        if tg_op = 'INSERT' then
          select jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'url', url, 'strategy', strategy, 'runs', ${runsOf('new_rows')}, 'created_at', created_at, 'n', 1,
                   'c', (status = 'completed')::int, 'lcp', case when status = 'completed' then largest_contentful_paint_ms end))
            into deltas from new_rows;
        elsif tg_op = 'DELETE' then
          select jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'url', url, 'strategy', strategy, 'runs', ${runsOf('old_rows')}, 'created_at', created_at, 'n', -1,
                   'c', -(status = 'completed')::int, 'lcp', case when status = 'completed' then -largest_contentful_paint_ms end))
            into deltas from old_rows;
        else
          with changed as (
            select o.id from old_rows o join new_rows n on n.id = o.id
            where (o.status = 'completed') <> (n.status = 'completed')
               or (n.status = 'completed' and (o.url, o.strategy, ${runsOf('o')}, o.created_at, o.workspace_id, o.largest_contentful_paint_ms, o.performance_score, o.accessibility_score, o.seo_score, o.best_practices_score)
                     is distinct from (n.url, n.strategy, ${runsOf('n')}, n.created_at, n.workspace_id, n.largest_contentful_paint_ms, n.performance_score, n.accessibility_score, n.seo_score, n.best_practices_score))
          )
          select jsonb_agg(d) into deltas from (
            select jsonb_build_object('workspace_id', o.workspace_id, 'url', o.url, 'strategy', o.strategy, 'runs', ${runsOf('o')}, 'created_at', o.created_at, 'n', -1,
                     'c', -(o.status = 'completed')::int, 'lcp', case when o.status = 'completed' then -o.largest_contentful_paint_ms end) as d
              from old_rows o join changed using (id)
            union all
            select jsonb_build_object('workspace_id', n.workspace_id, 'url', n.url, 'strategy', n.strategy, 'runs', ${runsOf('n')}, 'created_at', n.created_at, 'n', 1,
                     'c', (n.status = 'completed')::int, 'lcp', case when n.status = 'completed' then n.largest_contentful_paint_ms end)
              from new_rows n join changed using (id)
          ) rows;
        end if;
        if deltas is null then
          return null;
        end if;
        perform pg_advisory_xact_lock(774411, hashtext(w::text))
          from (select distinct x.workspace_id as w from jsonb_to_recordset(deltas) as x(workspace_id uuid) order by 1) ws;

        with d as (
          select x.workspace_id, x.url, x.strategy, x.runs, x.created_at, x.n, x.c, x.lcp
          from jsonb_to_recordset(deltas) as x(workspace_id uuid, url text, strategy text, runs int, created_at timestamptz, n int, c int, lcp bigint)
          where exists (select 1 from core_workspace w where w.id = x.workspace_id)
        ),
        -- The keys whose completed audits changed: their first and latest audit read again through the index.
        fresh as (
          select a.workspace_id, a.url, a.strategy, a.runs,
            (select count(*) from analysis_analysis t where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed'
               and t.strategy = a.strategy and ${runsOf('t')} = a.runs) as completed,
            (select array[t.performance_score, t.accessibility_score, t.seo_score, t.best_practices_score] from analysis_analysis t
              where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed' and t.strategy = a.strategy and ${runsOf('t')} = a.runs
              order by t.created_at asc, t.id asc limit 1) as first_scores,
            (select array[t.performance_score, t.accessibility_score, t.seo_score, t.best_practices_score] from analysis_analysis t
              where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed' and t.strategy = a.strategy and ${runsOf('t')} = a.runs
              order by t.created_at desc, t.id desc limit 1) as latest_scores,
            coalesce(case when u.completed > 1 then analysis_stable_change(u.first_scores, u.latest_scores) end, 0) as old_change,
            coalesce((u.completed > 1 and analysis_stable_change(u.first_scores, u.latest_scores) is not null)::int, 0) as old_counted
          from (select distinct workspace_id, url, strategy, runs from d where c <> 0) a
          left join analysis_url_stats u on u.workspace_id = a.workspace_id and u.url = a.url and u.strategy = a.strategy and u.runs = a.runs
        ),
        dropped as (
          delete from analysis_url_stats u using fresh f
          where u.workspace_id = f.workspace_id and u.url = f.url and u.strategy = f.strategy and u.runs = f.runs and f.completed = 0
        ),
        kept as (
          insert into analysis_url_stats as u (workspace_id, url, strategy, runs, completed, first_scores, latest_scores)
            select workspace_id, url, strategy, runs, completed, first_scores, latest_scores from fresh where completed > 0
            on conflict (workspace_id, url, strategy, runs) do update
              set completed = excluded.completed, first_scores = excluded.first_scores, latest_scores = excluded.latest_scores
        ),
        changes as (
          select workspace_id,
            sum(coalesce(case when completed > 1 then analysis_stable_change(first_scores, latest_scores) end, 0) - old_change) as change,
            sum((completed > 1 and analysis_stable_change(first_scores, latest_scores) is not null)::int - old_counted) as counted
          from fresh group by workspace_id
        ),
        totals as (
          select workspace_id, sum(n) as n, sum(c) as c, coalesce(sum(lcp), 0) as lcp, coalesce(sum(sign(lcp)), 0) as lcp_n from d group by workspace_id
        )
        insert into analysis_workspace_stats as s (workspace_id, analyses, completed, lcp_sum, lcp_count, change_sum, changed_urls)
          select t.workspace_id, t.n, t.c, t.lcp, t.lcp_n, coalesce(ch.change, 0), coalesce(ch.counted, 0) from totals t left join changes ch using (workspace_id)
          on conflict (workspace_id) do update set analyses = s.analyses + excluded.analyses, completed = s.completed + excluded.completed,
            lcp_sum = s.lcp_sum + excluded.lcp_sum, lcp_count = s.lcp_count + excluded.lcp_count,
            change_sum = s.change_sum + excluded.change_sum, changed_urls = s.changed_urls + excluded.changed_urls;

        insert into analysis_monthly_stats as m (workspace_id, month, completed)
          select x.workspace_id, to_char(x.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM'), sum(x.c)
          from jsonb_to_recordset(deltas) as x(workspace_id uuid, created_at timestamptz, c int)
          where x.c <> 0 and exists (select 1 from core_workspace w where w.id = x.workspace_id)
          group by 1, 2
          on conflict (workspace_id, month) do update set completed = m.completed + excluded.completed;
        return null;
      end $$`;

/** Each workspace's sum and count of changes, from the URL figures. */
const recountChanges = `
  update analysis_workspace_stats s set
    change_sum = coalesce((select sum(analysis_stable_change(first_scores, latest_scores)) from analysis_url_stats u
                           where u.workspace_id = s.workspace_id and u.completed > 1 and analysis_stable_change(first_scores, latest_scores) is not null), 0),
    changed_urls = (select count(*) from analysis_url_stats u
                    where u.workspace_id = s.workspace_id and u.completed > 1 and analysis_stable_change(first_scores, latest_scores) is not null)`;

export class AnalysisUrlStatsRebuildMigration extends Migration {
  override up(): void {
    this.addSql(statsApplyFunctionV3);
    const keyed = `workspace_id, url, strategy, ${runsOf('a')}`;
    const scoresOfRow = (order: string) => `
      select distinct on (${keyed}) workspace_id, url, strategy, ${runsOf('a')} as runs,
        array[performance_score, accessibility_score, seo_score, best_practices_score] as scores
      from analysis_analysis a where status = 'completed' order by ${keyed}, created_at ${order}, id ${order}`;
    this.addSql(`
      insert into analysis_url_stats (workspace_id, url, strategy, runs, completed, first_scores, latest_scores)
        select c.workspace_id, c.url, c.strategy, c.runs, c.completed, f.scores, l.scores
        from (select workspace_id, url, strategy, ${runsOf('a')} as runs, count(*) as completed from analysis_analysis a
              where status = 'completed' group by 1, 2, 3, 4) c
        join (${scoresOfRow('asc')}) f using (workspace_id, url, strategy, runs)
        join (${scoresOfRow('desc')}) l using (workspace_id, url, strategy, runs)`);
    this.addSql(recountChanges);
  }

  override down(): void {
    // The rows are rebuilt per URL by url-stats-like-with-like's down.
    this.addSql(statsApplyFunctionV2);
  }
}
