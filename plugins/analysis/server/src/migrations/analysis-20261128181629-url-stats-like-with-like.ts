import { Migration } from '@mikro-orm/migrations';

/** url-stats-like-with-like: generated from the entities by `npm run migration:create`; the URL figures keyed by strategy and run count too. */
export class AnalysisUrlStatsLikeWithLikeMigration extends Migration {
  override up(): void {
    // The rows are rebuilt per strategy and run count by the next migration (url-stats-rebuild).
    this.addSql('delete from analysis_url_stats');
    this.addSql(`alter table "analysis_url_stats" drop constraint "analysis_url_stats_pkey"`);
    this.addSql(`alter table "analysis_url_stats" add "strategy" text not null, add "runs" int not null`);
    this.addSql(`alter table "analysis_url_stats" add primary key ("workspace_id", "url", "strategy", "runs")`);
  }

  override down(): void {
    this.addSql('delete from analysis_url_stats');
    this.addSql(`alter table "analysis_url_stats" drop constraint "analysis_url_stats_pkey"`);
    this.addSql(`alter table "analysis_url_stats" drop column "strategy", drop column "runs"`);
    this.addSql(`alter table "analysis_url_stats" add primary key ("workspace_id", "url")`);
    // Per URL again, as the stable-change migration keeps them.
    const scoresOfRow = (order: string) => `
      select distinct on (workspace_id, url) workspace_id, url, array[performance_score, accessibility_score, seo_score, best_practices_score] as scores
      from analysis_analysis where status = 'completed' order by workspace_id, url, created_at ${order}, id ${order}`;
    this.addSql(`
      insert into analysis_url_stats (workspace_id, url, completed, first_scores, latest_scores)
        select c.workspace_id, c.url, c.completed, f.scores, l.scores
        from (select workspace_id, url, count(*) as completed from analysis_analysis where status = 'completed' group by 1, 2) c
        join (${scoresOfRow('asc')}) f using (workspace_id, url)
        join (${scoresOfRow('desc')}) l using (workspace_id, url)`);
    const counted = `from analysis_url_stats u where u.workspace_id = s.workspace_id and u.completed > 1 and analysis_stable_change(first_scores, latest_scores) is not null`;
    this.addSql(
      `update analysis_workspace_stats s set change_sum = coalesce((select sum(analysis_stable_change(first_scores, latest_scores)) ${counted}), 0), changed_urls = (select count(*) ${counted})`,
    );
  }
}
