import { Migration } from '@mikro-orm/migrations';

/** Each use of a tool: what the usage statistics count, and the competitor analysis' progress. */
export class AiToolsRunsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table ai_tools_run (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        user_id uuid null references core_user(id) on delete set null,
        tool text not null check (tool in ('content','strategic-planning','real-data','competitor-analysis','results-monitoring','brazil-optimization')),
        url text not null,
        status text not null check (status in ('running','completed','failed')),
        source text null check (source in ('ai','template')),
        progress integer not null default 0,
        step text null,
        result jsonb null,
        error text null,
        created_at timestamptz not null default now(),
        completed_at timestamptz null
      )`);
    this.addSql('create index ai_tools_run_workspace_idx on ai_tools_run (workspace_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists ai_tools_run');
  }
}
