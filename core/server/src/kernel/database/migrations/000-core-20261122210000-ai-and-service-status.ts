import { Migration } from '@mikro-orm/migrations';

/** Tokens used by the AI tools per workspace, and the last success and error of each external service. */
export class CoreAiAndServiceStatusMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table core_ai_usage (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        tool text not null,
        model text not null,
        outcome text not null check (outcome in ('ok','failed')),
        input_tokens integer not null default 0,
        output_tokens integer not null default 0,
        error text null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index core_ai_usage_workspace_idx on core_ai_usage (workspace_id, created_at desc)');
    this.addSql(`
      create table core_service_status (
        service text primary key check (service in ('openai','stripe','sendgrid','pagespeed')),
        last_success_at timestamptz null,
        last_error text null,
        last_error_at timestamptz null
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists core_service_status');
    this.addSql('drop table if exists core_ai_usage');
  }
}
