import { Migration } from '@mikro-orm/migrations';

export class AnalysisAnalysesMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table analysis_analysis (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        user_id uuid null references core_user(id) on delete set null,
        url text not null,
        domain text not null,
        path text not null,
        strategy text not null check (strategy in ('desktop','mobile')),
        provider text not null default 'lighthouse' check (provider in ('lighthouse','pagespeed')),
        status text not null check (status in ('queued','running','completed','failed')),
        progress integer not null default 0,
        step text null,
        error_type text null,
        error_message text null,
        performance_score integer null,
        accessibility_score integer null,
        seo_score integer null,
        best_practices_score integer null,
        issues_count integer null,
        largest_contentful_paint_ms integer null,
        applied_fixes jsonb not null default '[]',
        context jsonb null,
        page_speed_results jsonb null,
        lighthouse_report bytea null,
        optimized_html text null,
        created_at timestamptz not null default now(),
        started_at timestamptz null,
        completed_at timestamptz null
      )`);
    this.addSql('create index analysis_analysis_workspace_created_idx on analysis_analysis (workspace_id, created_at desc)');
    this.addSql('create index analysis_analysis_workspace_url_idx on analysis_analysis (workspace_id, url)');
  }

  override down(): void {
    this.addSql('drop table if exists analysis_analysis');
  }
}
