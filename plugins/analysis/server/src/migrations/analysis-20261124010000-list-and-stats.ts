import { Migration } from '@mikro-orm/migrations';

/**
 * The history list and the dashboard figures at any size: keyset paging on (workspace, newest
 * first), URL search through a trigram index, and the dashboard figures kept up to date by
 * statement triggers (one set-based pass per statement, so bulk writes stay cheap) instead of a
 * scan of every analysis on each read.
 *
 * Per workspace: analyses (every row), completed, the sum and count of LCP; per São Paulo month:
 * completed; per URL: completed count and the mean score of its first and latest audit. The
 * average improvement is Σ(latest − first) over URLs audited at least twice, over their number.
 */
/** The statement trigger's function as this migration created it (a later migration puts it back on the way down). */
export const statsApplyFunctionV1 = `
      create function analysis_stats_apply() returns trigger language plpgsql as $$
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
            (select (t.performance_score + t.accessibility_score + t.seo_score + t.best_practices_score) / 4.0 from analysis_analysis t
              where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed' order by t.created_at asc, t.id asc limit 1) as first_mean,
            (select (t.performance_score + t.accessibility_score + t.seo_score + t.best_practices_score) / 4.0 from analysis_analysis t
              where t.workspace_id = a.workspace_id and t.url = a.url and t.status = 'completed' order by t.created_at desc, t.id desc limit 1) as latest_mean,
            coalesce(case when u.completed > 1 then u.latest_mean - u.first_mean end, 0) as old_change,
            coalesce((u.completed > 1 and u.latest_mean - u.first_mean is not null)::int, 0) as old_counted
          from (select distinct workspace_id, url from d where c <> 0) a
          left join analysis_url_stats u on u.workspace_id = a.workspace_id and u.url = a.url
        ),
        dropped as (
          delete from analysis_url_stats u using fresh f where u.workspace_id = f.workspace_id and u.url = f.url and f.completed = 0
        ),
        kept as (
          insert into analysis_url_stats as u (workspace_id, url, completed, first_mean, latest_mean)
            select workspace_id, url, completed, first_mean, latest_mean from fresh where completed > 0
            on conflict (workspace_id, url) do update set completed = excluded.completed, first_mean = excluded.first_mean, latest_mean = excluded.latest_mean
        ),
        changes as (
          select workspace_id,
            sum(coalesce(case when completed > 1 then latest_mean - first_mean end, 0) - old_change) as change,
            sum((completed > 1 and latest_mean - first_mean is not null)::int - old_counted) as counted
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

export class AnalysisListAndStatsMigration extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create extension if not exists btree_gin');
    this.addSql('drop index if exists analysis_analysis_workspace_created_idx');
    this.addSql('create index analysis_analysis_workspace_created_idx on analysis_analysis (workspace_id, created_at desc, id desc)');
    this.addSql('create index analysis_analysis_url_search_idx on analysis_analysis using gin (workspace_id, url gin_trgm_ops)');
    // Serves the per-URL reads (first and latest audit, history, comparisons) in place of the (workspace, url) index.
    this.addSql(`create index analysis_analysis_completed_url_idx on analysis_analysis (workspace_id, url, created_at) where status = 'completed'`);
    this.addSql('drop index if exists analysis_analysis_workspace_url_idx');

    this.addSql(`
      create table analysis_workspace_stats (
        workspace_id uuid primary key references core_workspace(id) on delete cascade,
        analyses integer not null default 0,
        completed integer not null default 0,
        lcp_sum bigint not null default 0,
        lcp_count integer not null default 0,
        change_sum numeric not null default 0,
        changed_urls integer not null default 0
      )`);
    this.addSql(`
      create table analysis_monthly_stats (
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        month text not null,
        completed integer not null default 0,
        primary key (workspace_id, month)
      )`);
    this.addSql(`
      create table analysis_url_stats (
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        url text not null,
        completed integer not null,
        first_mean numeric null,
        latest_mean numeric null,
        primary key (workspace_id, url)
      )`);

    this.addSql(statsApplyFunctionV1);
    this.addSql(
      'create trigger analysis_stats_on_insert after insert on analysis_analysis referencing new table as new_rows for each statement execute function analysis_stats_apply()',
    );
    this.addSql(
      'create trigger analysis_stats_on_update after update on analysis_analysis referencing old table as old_rows new table as new_rows for each statement execute function analysis_stats_apply()',
    );
    this.addSql(
      'create trigger analysis_stats_on_delete after delete on analysis_analysis referencing old table as old_rows for each statement execute function analysis_stats_apply()',
    );

    // The figures of the analyses already stored.
    this.addSql(`
      insert into analysis_workspace_stats (workspace_id, analyses, completed, lcp_sum, lcp_count)
        select workspace_id, count(*), count(*) filter (where status = 'completed'),
          coalesce(sum(largest_contentful_paint_ms) filter (where status = 'completed'), 0),
          count(largest_contentful_paint_ms) filter (where status = 'completed')
        from analysis_analysis group by workspace_id`);
    this.addSql(`
      insert into analysis_monthly_stats (workspace_id, month, completed)
        select workspace_id, to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM'), count(*)
        from analysis_analysis where status = 'completed' group by 1, 2`);
    this.addSql(`
      insert into analysis_url_stats (workspace_id, url, completed, first_mean, latest_mean)
        select workspace_id, url, count(*),
          (array_agg((performance_score + accessibility_score + seo_score + best_practices_score) / 4.0 order by created_at asc, id asc))[1],
          (array_agg((performance_score + accessibility_score + seo_score + best_practices_score) / 4.0 order by created_at desc, id desc))[1]
        from analysis_analysis where status = 'completed' group by workspace_id, url`);
    this.addSql(`
      update analysis_workspace_stats s set change_sum = d.change, changed_urls = d.counted
        from (select workspace_id, sum(latest_mean - first_mean) as change, count(*) as counted from analysis_url_stats
              where completed > 1 and latest_mean - first_mean is not null group by workspace_id) d
        where s.workspace_id = d.workspace_id`);
  }

  override down(): void {
    this.addSql('drop trigger if exists analysis_stats_on_insert on analysis_analysis');
    this.addSql('drop trigger if exists analysis_stats_on_update on analysis_analysis');
    this.addSql('drop trigger if exists analysis_stats_on_delete on analysis_analysis');
    this.addSql('drop function if exists analysis_stats_apply()');
    this.addSql('drop table if exists analysis_url_stats');
    this.addSql('drop table if exists analysis_monthly_stats');
    this.addSql('drop table if exists analysis_workspace_stats');
    this.addSql('drop index if exists analysis_analysis_completed_url_idx');
    this.addSql('create index analysis_analysis_workspace_url_idx on analysis_analysis (workspace_id, url)');
    this.addSql('drop index if exists analysis_analysis_url_search_idx');
    this.addSql('drop index if exists analysis_analysis_workspace_created_idx');
    this.addSql('create index analysis_analysis_workspace_created_idx on analysis_analysis (workspace_id, created_at desc)');
  }
}
