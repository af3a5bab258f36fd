import { Migration } from '@mikro-orm/migrations';

/** Shared reports: a public or members-only link to one completed analysis, by an unguessable token. */
export class ReportsSharedReportsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table reports_shared_report (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        analysis_id uuid not null,
        created_by uuid null references core_user(id) on delete set null,
        title text not null,
        description text not null default '',
        is_public boolean not null default true,
        customizations jsonb not null default '{}',
        token text not null unique,
        view_count integer not null default 0,
        revoked_at timestamptz null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index reports_shared_report_workspace_created_idx on reports_shared_report (workspace_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists reports_shared_report');
  }
}
