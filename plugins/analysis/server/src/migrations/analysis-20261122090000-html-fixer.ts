import { Migration } from '@mikro-orm/migrations';

/** The HTML fixer: the proof columns of an analysis, and the pages fixed by the HTML tools. */
export class AnalysisHtmlFixerMigration extends Migration {
  override up(): void {
    this.addSql(`
      alter table analysis_analysis
        add column final_url text null,
        add column estimated_improvements jsonb null,
        add column verification_status text not null default 'skipped'
          check (verification_status in ('pending','running','completed','failed','skipped')),
        add column verified_scores jsonb null,
        add column verification_error_type text null,
        add column verification_error_message text null,
        add column verified_at timestamptz null`);
    // Analyses stored before the fixer listed Lighthouse opportunities here; those stay in page_speed_results.
    this.addSql(
      `update analysis_analysis set applied_fixes = '[]'::jsonb where jsonb_array_length(applied_fixes) > 0 and not jsonb_exists(applied_fixes->0, 'titles')`,
    );
    this.addSql(`
      create table analysis_html_fix (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        user_id uuid null references core_user(id) on delete set null,
        url text not null,
        optimized_html text not null,
        fixes jsonb not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index analysis_html_fix_workspace_created_idx on analysis_html_fix (workspace_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists analysis_html_fix');
    this.addSql(`alter table analysis_analysis drop column final_url, drop column estimated_improvements, drop column verification_status,
      drop column verified_scores, drop column verification_error_type, drop column verification_error_message, drop column verified_at`);
  }
}
