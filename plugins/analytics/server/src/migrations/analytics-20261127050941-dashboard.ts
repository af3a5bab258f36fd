import { Migration } from '@mikro-orm/migrations';

/** dashboard: generated from the entities by `npm run migration:create`. */
export class AnalyticsDashboardMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "analytics_report_file" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "filename" text not null, "language" text not null, "period" text not null, "bytes" bytea not null, "size" int not null, "created_by" uuid null, primary key ("id"))`,
    );
    this.addSql(`create index analytics_report_file_workspace_idx on analytics_report_file (workspace_id, created_at desc)`);
    this.addSql(`alter table "analytics_report_file" add constraint "analytics_report_file_filename_unique" unique ("filename")`);
    this.addSql(
      `create table "analytics_kpi_target" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kpi" text not null, "target" double precision not null, "set_by" uuid null, primary key ("id"))`,
    );
    this.addSql(`alter table "analytics_kpi_target" add constraint "analytics_kpi_target_workspace_kpi_unique" unique ("workspace_id", "kpi")`);
    this.addSql(
      `create table "analytics_dashboard_snapshot" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "key" text not null, "payload" jsonb not null, "computed_at" timestamptz not null, primary key ("id"))`,
    );
    this.addSql(`alter table "analytics_dashboard_snapshot" add constraint "analytics_dashboard_snapshot_workspace_key_unique" unique ("workspace_id", "key")`);
    this.addSql(
      `alter table "analytics_report_file" add constraint "analytics_report_file_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "analytics_kpi_target" add constraint "analytics_kpi_target_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "analytics_dashboard_snapshot" add constraint "analytics_dashboard_snapshot_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`alter table "analytics_report_file" drop constraint "analytics_report_file_workspace_id_fkey"`);
    this.addSql(`alter table "analytics_kpi_target" drop constraint "analytics_kpi_target_workspace_id_fkey"`);
    this.addSql(`alter table "analytics_dashboard_snapshot" drop constraint "analytics_dashboard_snapshot_workspace_id_fkey"`);
    this.addSql(`drop table if exists "analytics_report_file" cascade`);
    this.addSql(`drop table if exists "analytics_kpi_target" cascade`);
    this.addSql(`drop table if exists "analytics_dashboard_snapshot" cascade`);
  }
}
