import { Migration } from '@mikro-orm/migrations';

/** compliance: generated from the entities by `npm run migration:create`. */
export class AuditComplianceMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "audit_report" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" text not null, "description" text not null default '', "type" text not null, "status" text not null default 'draft', "urls" jsonb not null, "frameworks" jsonb not null, "progress" jsonb not null, "summary" jsonb null, "auditor" jsonb not null, "site_errors" jsonb not null, "error" jsonb null, "monitor_id" uuid null, "created_by" uuid null, "started_at" timestamptz null, "completed_at" timestamptz null, "published_at" timestamptz null, "share_token_hash" text null, primary key ("id"))`,
    );
    this.addSql(`alter table "audit_report" add constraint "audit_report_share_token_hash_key" unique ("share_token_hash")`);
    this.addSql(`create index audit_report_workspace_idx on audit_report (workspace_id, created_at desc)`);
    this.addSql(`create index "audit_report_monitor_idx" on "audit_report" ("monitor_id", "created_at")`);
    this.addSql(
      `create table "audit_monitor" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text not null default '', "urls" jsonb not null, "frameworks" jsonb not null, "frequency" text not null, "status" text not null default 'active', "next_run_at" timestamptz null, "last_run_at" timestamptz null, "last_report_id" uuid null, "last_error" text null, "created_by" uuid null, primary key ("id"))`,
    );
    this.addSql(`create index audit_monitor_workspace_idx on audit_monitor (workspace_id, created_at desc)`);
    this.addSql(`create index "audit_monitor_next_run_idx" on "audit_monitor" ("next_run_at")`);
    this.addSql(
      `create table "audit_check_result" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "report_id" uuid not null, "url" text not null, "framework_id" text not null, "framework_type" text not null, "check_id" text not null, "clause" text not null, "severity" text not null, "status" text not null, "evidence" jsonb not null, "fixer_corrects" boolean not null default false, primary key ("id"))`,
    );
    this.addSql(`create index "audit_check_result_report_idx" on "audit_check_result" ("report_id")`);
    this.addSql(`create index "audit_check_result_site_check_idx" on "audit_check_result" ("workspace_id", "url", "check_id", "created_at")`);
    this.addSql(
      `alter table "audit_report" add constraint "audit_report_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "audit_monitor" add constraint "audit_monitor_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "audit_check_result" add constraint "audit_check_result_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_report" cascade`);
    this.addSql(`drop table if exists "audit_monitor" cascade`);
    this.addSql(`drop table if exists "audit_check_result" cascade`);
  }
}
