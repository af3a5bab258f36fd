import { Migration } from '@mikro-orm/migrations';

/** tables: generated from the entities by `npm run migration:create`. */
export class BiTablesMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "bi_report" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "created_by" uuid null, "title" text not null, "format" text not null, "description" text not null default '', "language" text not null default 'pt', "category" text not null default 'all', "filters" jsonb not null, "sections" jsonb not null, "filename" text not null, "content" bytea null, "file_size" int not null, "generated_at" timestamptz not null, "expires_at" timestamptz not null, "schedule_enabled" boolean not null default false, "frequency" text not null default 'monthly', "recipients" jsonb not null default '[]', "next_run_at" timestamptz null, "last_sent_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index bi_report_workspace_idx on bi_report (workspace_id, created_at desc)`);
    this.addSql(`create index "bi_report_next_run_idx" on "bi_report" ("next_run_at")`);
    this.addSql(
      `create table "bi_model" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" text not null, "status" text not null default 'testing', "algorithm" text not null default '', "training_window" jsonb null, "accuracy" double precision null, "auc" double precision null, "confidence" double precision null, "horizon_days" int null, "scenarios" jsonb null, "drivers" jsonb not null default '[]', "insufficient" jsonb null, "state" jsonb null, "data_ended_at" date null, "last_retrained_at" timestamptz null, "next_retrain_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "bi_model_next_retrain_idx" on "bi_model" ("next_retrain_at")`);
    this.addSql(`alter table "bi_model" add constraint "bi_model_workspace_kind_unique" unique ("workspace_id", "kind")`);
    this.addSql(
      `create table "bi_metric" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "key" text not null, "source" text not null, "label" text not null default '', "unit" text not null, "category" text not null, "significance" text not null default 'moderate', "annual_target" double precision null, "description" text not null default '', primary key ("id"))`,
    );
    this.addSql(`alter table "bi_metric" add constraint "bi_metric_workspace_key_unique" unique ("workspace_id", "key")`);
    this.addSql(
      `create table "bi_series_point" ("metric_id" uuid not null, "day" date not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "value" double precision not null, primary key ("metric_id", "day"))`,
    );
    this.addSql(
      `create table "bi_market_dataset" ("workspace_id" uuid not null, "data" jsonb not null, "uploaded_at" timestamptz not null, primary key ("workspace_id"))`,
    );
    this.addSql(
      `create table "bi_job_run" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "job" text not null, "status" text not null, "detail" text not null default '', primary key ("id"))`,
    );
    this.addSql(`create index bi_job_run_workspace_idx on bi_job_run (workspace_id, created_at desc)`);
    this.addSql(
      `create table "bi_dashboard" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "created_by" uuid null, "title" text not null, "category" text not null, "layout" text not null default 'grid', "description" text not null default '', "widgets" jsonb not null, "refresh_minutes" int not null default 60, "notifications" boolean not null default false, "shareable" boolean not null default false, "share_token_hash" text null, primary key ("id"))`,
    );
    this.addSql(`alter table "bi_dashboard" add constraint "bi_dashboard_share_token_unique" unique ("share_token_hash")`);
    this.addSql(`create index bi_dashboard_workspace_idx on bi_dashboard (workspace_id, created_at desc)`);
    this.addSql(
      `create table "bi_dashboard_view" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "dashboard_id" uuid not null, "user_id" uuid null, "interactions" int not null default 0, primary key ("id"))`,
    );
    this.addSql(`create index "bi_dashboard_view_dashboard_idx" on "bi_dashboard_view" ("dashboard_id", "created_at")`);
    this.addSql(
      `create table "bi_activity" ("workspace_id" uuid not null, "user_id" uuid not null, "day" date not null, primary key ("workspace_id", "user_id", "day"))`,
    );
    this.addSql(
      `alter table "bi_report" add constraint "bi_report_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_report" add constraint "bi_report_created_by_fkey" foreign key ("created_by") references "core_user" ("id") on update no action on delete set null`,
    );
    this.addSql(`alter table "bi_report" add constraint "bi_report_format_check" check (format in ('pdf','csv'))`);
    this.addSql(`alter table "bi_report" add constraint "bi_report_language_check" check (language in ('pt','en'))`);
    this.addSql(`alter table "bi_report" add constraint "bi_report_frequency_check" check (frequency in ('daily','weekly','monthly'))`);
    this.addSql(
      `alter table "bi_model" add constraint "bi_model_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(`alter table "bi_model" add constraint "bi_model_kind_check" check (kind in ('revenue','churn','demand','pricing','growth'))`);
    this.addSql(`alter table "bi_model" add constraint "bi_model_status_check" check (status in ('active','testing','retired'))`);
    this.addSql(
      `alter table "bi_metric" add constraint "bi_metric_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(`alter table "bi_metric" add constraint "bi_metric_source_check" check (source in ('platform','clients','import'))`);
    this.addSql(
      `alter table "bi_metric" add constraint "bi_metric_category_check" check (category in ('financial','customer','marketing','sales','operational','product'))`,
    );
    this.addSql(`alter table "bi_metric" add constraint "bi_metric_significance_check" check (significance in ('critical','important','moderate','low'))`);
    this.addSql(
      `alter table "bi_series_point" add constraint "bi_series_point_metric_id_fkey" foreign key ("metric_id") references "bi_metric" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_series_point" add constraint "bi_series_point_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_market_dataset" add constraint "bi_market_dataset_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_job_run" add constraint "bi_job_run_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(`alter table "bi_job_run" add constraint "bi_job_run_status_check" check (status in ('succeeded','failed'))`);
    this.addSql(
      `alter table "bi_dashboard" add constraint "bi_dashboard_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_dashboard" add constraint "bi_dashboard_created_by_fkey" foreign key ("created_by") references "core_user" ("id") on update no action on delete set null`,
    );
    this.addSql(
      `alter table "bi_dashboard" add constraint "bi_dashboard_category_check" check (category in ('executive','financial','marketing','sales','operations','customer','custom'))`,
    );
    this.addSql(`alter table "bi_dashboard" add constraint "bi_dashboard_layout_check" check (layout in ('grid','columns','rows'))`);
    this.addSql(
      `alter table "bi_dashboard_view" add constraint "bi_dashboard_view_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_dashboard_view" add constraint "bi_dashboard_view_dashboard_id_fkey" foreign key ("dashboard_id") references "bi_dashboard" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_dashboard_view" add constraint "bi_dashboard_view_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete set null`,
    );
    this.addSql(
      `alter table "bi_activity" add constraint "bi_activity_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "bi_activity" add constraint "bi_activity_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`alter table "bi_series_point" drop constraint "bi_series_point_metric_id_fkey"`);
    this.addSql(`alter table "bi_dashboard_view" drop constraint "bi_dashboard_view_dashboard_id_fkey"`);
    this.addSql(`drop table if exists "bi_report" cascade`);
    this.addSql(`drop table if exists "bi_model" cascade`);
    this.addSql(`drop table if exists "bi_metric" cascade`);
    this.addSql(`drop table if exists "bi_series_point" cascade`);
    this.addSql(`drop table if exists "bi_market_dataset" cascade`);
    this.addSql(`drop table if exists "bi_job_run" cascade`);
    this.addSql(`drop table if exists "bi_dashboard" cascade`);
    this.addSql(`drop table if exists "bi_dashboard_view" cascade`);
    this.addSql(`drop table if exists "bi_activity" cascade`);
  }
}
