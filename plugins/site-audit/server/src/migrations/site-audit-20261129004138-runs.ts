import { Migration } from '@mikro-orm/migrations';

/** runs: generated from the entities by `npm run migration:create`. */
export class SiteAuditRunsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "site_audit_run" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "origin" text not null, "path_prefix" text not null default '/', "host" text not null, "strategy" text not null, "sample_per_group" int not null, "audit_all" boolean not null default false, "verify_fixes" boolean not null default false, "page_cap" int not null, "status" text not null, "discovered" int not null default 0, "to_audit" int not null default 0, "audited" int not null default 0, "failed" int not null default 0, "over_cap" int not null default 0, "discovery" jsonb null, "crawl_delay_seconds" int not null default 0, "error_messages" jsonb null, "feeding_until" timestamptz null, "last_queued_at" timestamptz null, "started_auditing_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index site_audit_run_workspace_idx on site_audit_run (workspace_id, created_at desc)`);
    this.addSql(`create index "site_audit_run_active_idx" on "site_audit_run" ("status", "updated_at")`);
    this.addSql(
      `create table "site_audit_page" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "run_id" uuid not null, "url" text not null, "group_shape" text not null, "depth" int not null default 0, "found_in" text not null, "position" int not null, "proves_group" boolean not null default false, "status" text not null, "analysis_id" uuid null, "attempts" int not null default 0, "scores" jsonb null, "failing_audits" jsonb null, "error_messages" jsonb null, "finished_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "site_audit_page_run_status_idx" on "site_audit_page" ("run_id", "status")`);
    this.addSql(`create index "site_audit_page_analysis_idx" on "site_audit_page" ("analysis_id")`);
    this.addSql(`alter table "site_audit_page" add constraint "site_audit_page_run_url_unique" unique ("run_id", "url")`);
    this.addSql(
      `alter table "site_audit_run" add constraint "site_audit_run_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "site_audit_run" add constraint "site_audit_run_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete set null`,
    );
    this.addSql(`alter table "site_audit_run" add constraint "site_audit_run_strategy_check" check (strategy in ('mobile','desktop'))`);
    this.addSql(
      `alter table "site_audit_run" add constraint "site_audit_run_status_check" check (status in ('discovering','auditing','completed','cancelled','failed'))`,
    );
    this.addSql(
      `alter table "site_audit_page" add constraint "site_audit_page_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "site_audit_page" add constraint "site_audit_page_run_id_fkey" foreign key ("run_id") references "site_audit_run" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "site_audit_page" add constraint "site_audit_page_status_check" check (status in ('queued','completed','failed','sampled-out','over-cap','cancelled'))`,
    );
  }

  override down(): void {
    this.addSql(`alter table "site_audit_page" drop constraint "site_audit_page_run_id_fkey"`);
    this.addSql(`drop table if exists "site_audit_run" cascade`);
    this.addSql(`drop table if exists "site_audit_page" cascade`);
  }
}
