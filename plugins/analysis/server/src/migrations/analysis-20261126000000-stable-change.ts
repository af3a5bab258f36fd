import { Migration } from '@mikro-orm/migrations';
import { statsApplyFunctionV1 } from './analysis-20261124010000-list-and-stats.js';

/**
 * The dashboard's average improvement counts only changes beyond the run-to-run spread: per URL,
 * each of the four scores' change from its first to its latest audit, taken as 0 when it is within
 * the spread of that score (`runToRunSpread` in sdk/src/shared/score-spread.ts: performance 5
 * points, the others 1), then their mean. An unchanged page audited again no longer moves the
 * figure. The URL figures keep the four scores instead of their mean; the statement trigger's
 * function is replaced to use them.
 */
const stableChangeFunction = `
  create function analysis_stable_change(first int[], latest int[]) returns numeric language sql immutable as $$
    select case when bool_and(f is not null and l is not null) then sum(case when abs(l - f) > noise then l - f else 0 end) / 4.0 end
    from unnest(first, latest, array[5, 1, 1, 1]) as s(f, l, noise)
  $$`;

export const statsApplyFunctionV2 = `
      create or replace function analysis_stats_apply() returns trigger language plpgsql as $$
      declare
        deltas jsonb;
      begin
        -- Each branch only says what changed, as signed rows; the rest is shared.
        if tg_op = 'INSERT' then
          select jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'url', url, 'created_at', created_at, 'n', 1,
                   'c', (status = 'completed')::int, 'lcp', case when status = 'completed' then largest_contentful_paint_ms end))
            into deltas from new_rows;
        elsif tg_op = 'DELETE' then
          select jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'url', url, 'created_at', created_at, 'n', -1,
                   'c', -(status = 'completed')::int, 'lcp', case when status = 'completed' then -largest_contentful_paint_ms end))
            into deltas from old_rows;
        else
          with changed as (
            select o.id from old_rows o join new_rows n on n.id = o.id
            where (o.status = 'completed') <> (n.status = 'completed')
               or (n.status = 'completed' and (o.url, o.created_at, o.workspace_id, o.largest_contentful_paint_ms, o.performance_score, o.accessibility_score, o.seo_score, o.best_practices_score)
                     is distinct from (n.url, n.created_at, n.workspace_id, n.largest_contentful_paint_ms, n.performance_score, n.accessibility_score, n.seo_score, n.best_practices_score))
          )
          select jsonb_agg(d) into deltas from (
            select jsonb_build_object('workspace_id', o.workspace_id, 'url', o.url, 'created_at', o.created_at, 'n', -1,
                     'c', -(o.status = 'completed')::int, 'lcp', case when o.status = 'completed' then -o.largest_contentful_paint_ms end) as d
              from old_rows o join changed using (id)
            union all
            select jsonb_build_object('workspace_id', n.workspace_id, 'url', n.url, 'created_at', n.created_at, 'n', 1,
                     'c', (n.status = 'completed')::int, 'lcp', case when n.status = 'completed' then n.largest_contentful_paint_ms end)
              from new_rows n join changed using (id)
          ) rows;
        end if;
        if deltas is null then
          return null;
        end if;
        -- One writer of a workspace's figures at a time (held until commit): the statements below
        -- take their snapshot after the lock, so they see what a concurrent writer committed.
        perform pg_advisory_xact_lock(774411, hashtext(w::text))
          from (select distinct x.workspace_id as w from jsonb_to_recordset(deltas) as x(workspace_id uuid) order by 1) ws;

        -- A workspace deleted in this statement (its analyses cascade) keeps no figures.
        with d as (
          select x.workspace_id, x.url, x.created_at, x.n, x.c, x.lcp
          from jsonb_to_recordset(deltas) as x(workspace_id uuid, url text, created_at timestamptz, n int, c int, lcp bigint)
          where exists (select 1 from core_workspace w where w.id = x.workspace_id)
        ),
        -- The URLs whose completed audits changed: their first and latest audit read again through the index.
        fresh as (
          select a.workspace_id, a.url,
            (select count(*) from analysis_analysis t where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed') as completed,
            (select array[t.performance_score, t.accessibility_score, t.seo_score, t.best_practices_score] from analysis_analysis t
              where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed' order by t.created_at asc, t.id asc limit 1) as first_scores,
            (select array[t.performance_score, t.accessibility_score, t.seo_score, t.best_practices_score] from analysis_analysis t
              where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed' order by t.created_at desc, t.id desc limit 1) as latest_scores,
            coalesce(case when u.completed > 1 then analysis_stable_change(u.first_scores, u.latest_scores) end, 0) as old_change,
            coalesce((u.completed > 1 and analysis_stable_change(u.first_scores, u.latest_scores) is not null)::int, 0) as old_counted
          from (select distinct workspace_id, url from d where c <> 0) a
          left join analysis_url_stats u on u.workspace_id = a.workspace_id and u.url = a.url
        ),
        dropped as (
          delete from analysis_url_stats u using fresh f where u.workspace_id = f.workspace_id and u.url = f.url and f.completed = 0
        ),
        kept as (
          insert into analysis_url_stats as u (workspace_id, url, completed, first_scores, latest_scores)
            select workspace_id, url, completed, first_scores, latest_scores from fresh where completed > 0
            on conflict (workspace_id, url) do update set completed = excluded.completed, first_scores = excluded.first_scores, latest_scores = excluded.latest_scores
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

export class AnalysisStableChangeMigration extends Migration {
  override up(): void {
    this.addSql('alter table analysis_url_stats add column first_scores int[] null, add column latest_scores int[] null');
    const scoresOfRow = (order: string) => `
      select distinct on (workspace_id, url) workspace_id, url, array[performance_score, accessibility_score, seo_score, best_practices_score] as scores
      from analysis_analysis where status = 'completed' order by workspace_id, url, created_at ${order}, id ${order}`;
    this.addSql(`
      update analysis_url_stats u set first_scores = f.scores, latest_scores = l.scores
        from (${scoresOfRow('asc')}) f join (${scoresOfRow('desc')}) l using (workspace_id, url)
        where u.workspace_id = f.workspace_id and u.url = f.url`);
    this.addSql(stableChangeFunction);
    this.addSql(statsApplyFunctionV2);
    this.addSql('alter table analysis_url_stats drop column first_mean, drop column latest_mean');
    this.addSql(recountChanges('analysis_stable_change(first_scores, latest_scores)'));
  }

  override down(): void {
    this.addSql('alter table analysis_url_stats add column first_mean numeric null, add column latest_mean numeric null');
    this.addSql(`update analysis_url_stats set first_mean = (select avg(x) from unnest(first_scores) x having count(x) = 4),
                   latest_mean = (select avg(x) from unnest(latest_scores) x having count(x) = 4)`);
    this.addSql(statsApplyFunctionV1.replace('create function', 'create or replace function'));
    this.addSql('alter table analysis_url_stats drop column first_scores, drop column latest_scores');
    this.addSql('drop function analysis_stable_change(int[], int[])');
    this.addSql(recountChanges('latest_mean - first_mean'));
  }
}

/** Each workspace's sum and count of URL changes, from the URL figures. */
function recountChanges(change: string): string {
  const counted = `from analysis_url_stats u where u.workspace_id = s.workspace_id and u.completed > 1 and ${change} is not null`;
  return `update analysis_workspace_stats s set change_sum = coalesce((select sum(${change}) ${counted}), 0), changed_urls = (select count(*) ${counted})`;
}
