import { Migration } from '@mikro-orm/migrations';

export class AnalysisDeploysMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table analysis_deploy (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        user_id uuid null references core_user(id) on delete set null,
        analysis_id uuid null references analysis_analysis(id) on delete cascade,
        url text not null,
        host text not null,
        remote_path text not null,
        protocol text not null check (protocol in ('ftps','ftp')),
        status text not null check (status in ('succeeded','rolled-back','failed')),
        backup_path text null,
        bytes_written integer not null default 0,
        error text null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index analysis_deploy_workspace_analysis_created_idx on analysis_deploy (workspace_id, analysis_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists analysis_deploy');
  }
}
