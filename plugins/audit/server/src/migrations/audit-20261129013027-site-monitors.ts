import { Migration } from '@mikro-orm/migrations';

/**
 * site-monitors: generated from the entities by `npm run migration:create` (its down no longer drops the other
 * tables' workspace foreign keys the generator listed there: this migration never added them).
 */
export class AuditSiteMonitorsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "audit_site_monitor_run" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "monitor_id" uuid not null, "site_run_id" uuid null, "status" text not null, "audited" int null, "failed_pages" int null, "medians" jsonb null, "fell" jsonb not null, "error" jsonb null, "created_by" uuid null, "finished_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`alter table "audit_site_monitor_run" add constraint "audit_site_monitor_run_site_run_id_key" unique ("site_run_id")`);
    this.addSql(`create index "audit_site_monitor_run_monitor_idx" on "audit_site_monitor_run" ("monitor_id", "created_at")`);
    this.addSql(`alter table "audit_monitor" add "kind" text not null default 'pages', add "strategy" text null`);
    this.addSql(
      `alter table "audit_site_monitor_run" add constraint "audit_site_monitor_run_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`alter table "audit_site_monitor_run" drop constraint "audit_site_monitor_run_workspace_id_fkey"`);
    this.addSql(`drop table if exists "audit_site_monitor_run" cascade`);
    this.addSql(`alter table "audit_monitor" drop column "kind", drop column "strategy"`);
  }
}
