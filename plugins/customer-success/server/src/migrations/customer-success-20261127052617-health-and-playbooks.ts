import { Migration } from '@mikro-orm/migrations';

/** health-and-playbooks: generated from the entities by `npm run migration:create`. */
export class CustomerSuccessHealthAndPlaybooksMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "customer_success_survey_secret" ("id" smallint not null, "secret" text not null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(
      `create table "customer_success_snapshot_run" ("workspace_id" uuid not null, "day" varchar(10) not null, "claimed_at" timestamptz not null, "completed_at" timestamptz null, "customers" int not null default 0, primary key ("workspace_id", "day"))`,
    );
    this.addSql(
      `create table "customer_success_settings" ("workspace_id" uuid not null, "settings" jsonb not null, "goals" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("workspace_id"))`,
    );
    this.addSql(
      `create table "customer_success_playbook" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "built_in" text null, "name" text not null, "description" text not null default '', "category" text not null, "enabled" boolean not null default true, "actions" jsonb not null, "created_by" uuid null, primary key ("id"))`,
    );
    this.addSql(`create index customer_success_playbook_workspace_idx on customer_success_playbook (workspace_id, created_at desc)`);
    this.addSql(`alter table "customer_success_playbook" add constraint "customer_success_playbook_built_in_unique" unique ("workspace_id", "built_in")`);
    this.addSql(
      `create table "customer_success_health_report" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "time_range" text not null, "language" text not null, "summary" jsonb not null, "pdf" bytea not null, "csv" text not null, "created_by" uuid null, primary key ("id"))`,
    );
    this.addSql(`create index customer_success_health_report_workspace_idx on customer_success_health_report (workspace_id, created_at desc)`);
    this.addSql(
      `create table "customer_success_customer" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" text not null, "client_workspace_id" uuid null, "name" text not null, "email" text not null default '', "plan" text not null default 'professional', "mrr_cents" int not null default 0, "start_date" timestamptz not null, "industry" text not null default '', "company_size" text null, "sites" jsonb not null, "csm_user_id" uuid null, "status" text not null default 'active', "churned_at" timestamptz null, "last_activity_at" timestamptz null, "health_score" smallint null, "health_trend" text not null default 'stable', "risk_level" text null, "churn_probability" real null, "factors" jsonb null, "computed_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index customer_success_customer_workspace_idx on customer_success_customer (workspace_id, created_at desc)`);
    this.addSql(
      `alter table "customer_success_customer" add constraint "customer_success_customer_client_unique" unique ("workspace_id", "client_workspace_id")`,
    );
    this.addSql(
      `create table "customer_success_survey_response" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" uuid not null, "source" text not null, "link_key" text null, "nps_score" smallint not null, "csat_score" smallint null, "comment" text not null default '', primary key ("id"))`,
    );
    this.addSql(`create index customer_success_survey_response_workspace_idx on customer_success_survey_response (workspace_id, created_at desc)`);
    this.addSql(
      `alter table "customer_success_survey_response" add constraint "customer_success_survey_response_link_unique" unique ("workspace_id", "link_key")`,
    );
    this.addSql(
      `create table "customer_success_playbook_execution" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "playbook_id" uuid not null, "customer_id" uuid not null, "status" text not null default 'queued', "steps" jsonb not null, "health_before" smallint null, "risk_before" text null, "started_by" uuid null, "completed_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index customer_success_playbook_execution_workspace_idx on customer_success_playbook_execution (workspace_id, created_at desc)`);
    this.addSql(`create index "customer_success_playbook_execution_playbook_idx" on "customer_success_playbook_execution" ("playbook_id")`);
    this.addSql(
      `create unique index customer_success_playbook_execution_running_unique on customer_success_playbook_execution (playbook_id, customer_id) where status in ('queued', 'running')`,
    );
    this.addSql(
      `create table "customer_success_task" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" uuid not null, "execution_id" uuid null, "source_key" text not null, "title" text not null, "kind" text not null default 'task', "assignee_user_id" uuid null, "due_at" timestamptz not null, "status" text not null default 'open', "completed_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`alter table "customer_success_task" add constraint "customer_success_task_source_key_key" unique ("source_key")`);
    this.addSql(`create index customer_success_task_workspace_idx on customer_success_task (workspace_id, created_at desc)`);
    this.addSql(`create index "customer_success_task_assignee_idx" on "customer_success_task" ("workspace_id", "assignee_user_id", "status")`);
    this.addSql(
      `create table "customer_success_health_snapshot" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" uuid not null, "day" varchar(10) not null, "taken_at" timestamptz not null, "score" smallint null, "risk_level" text null, "churn_probability" real null, "mrr_cents" int not null, "factors" jsonb not null, "open_alerts" smallint not null default 0, primary key ("id"))`,
    );
    this.addSql(`create index "customer_success_health_snapshot_workspace_day_idx" on "customer_success_health_snapshot" ("workspace_id", "day")`);
    this.addSql(`alter table "customer_success_health_snapshot" add constraint "customer_success_health_snapshot_day_unique" unique ("customer_id", "day")`);
    this.addSql(
      `create table "customer_success_churn_model" ("workspace_id" uuid not null, "calibrated_at" timestamptz not null, "data_points" int not null, "labels_key" text not null, "performance" jsonb null, "model" jsonb null, primary key ("workspace_id"))`,
    );
    this.addSql(
      `create table "customer_success_alert" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "customer_id" uuid not null, "kind" text not null, "source_key" text not null, "title" jsonb not null, "message" jsonb not null, "status" text not null default 'open', "resolved_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index customer_success_alert_workspace_idx on customer_success_alert (workspace_id, created_at desc)`);
    this.addSql(`alter table "customer_success_alert" add constraint "customer_success_alert_source_unique" unique ("workspace_id", "source_key")`);
    this.addSql(
      `alter table "customer_success_snapshot_run" add constraint "customer_success_snapshot_run_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_settings" add constraint "customer_success_settings_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_playbook" add constraint "customer_success_playbook_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_health_report" add constraint "customer_success_health_report_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_customer" add constraint "customer_success_customer_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_customer" add constraint "customer_success_customer_client_workspace_id_fkey" foreign key ("client_workspace_id") references "core_workspace" ("id") on update no action on delete set null`,
    );
    this.addSql(`alter table "customer_success_customer" add constraint "customer_success_customer_kind_check" check (kind in ('workspace','manual'))`);
    this.addSql(`alter table "customer_success_customer" add constraint "customer_success_customer_status_check" check (status in ('active','churned'))`);
    this.addSql(
      `alter table "customer_success_survey_response" add constraint "customer_success_survey_response_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_survey_response" add constraint "customer_success_survey_response_customer_id_fkey" foreign key ("customer_id") references "customer_success_customer" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_survey_response" add constraint "customer_success_survey_response_source_check" check (source in ('share-page','recurring-report','playbook'))`,
    );
    this.addSql(
      `alter table "customer_success_survey_response" add constraint "customer_success_survey_response_nps_score_check" check (nps_score between 0 and 10)`,
    );
    this.addSql(
      `alter table "customer_success_survey_response" add constraint "customer_success_survey_response_csat_score_check" check (csat_score between 1 and 5)`,
    );
    this.addSql(
      `alter table "customer_success_playbook_execution" add constraint "customer_success_playbook_execution_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_playbook_execution" add constraint "customer_success_playbook_execution_playbook_id_fkey" foreign key ("playbook_id") references "customer_success_playbook" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_playbook_execution" add constraint "customer_success_playbook_execution_customer_id_fkey" foreign key ("customer_id") references "customer_success_customer" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_playbook_execution" add constraint "customer_success_playbook_execution_status_check" check (status in ('queued','running','completed','failed'))`,
    );
    this.addSql(
      `alter table "customer_success_task" add constraint "customer_success_task_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_task" add constraint "customer_success_task_customer_id_fkey" foreign key ("customer_id") references "customer_success_customer" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_task" add constraint "customer_success_task_execution_id_fkey" foreign key ("execution_id") references "customer_success_playbook_execution" ("id") on update no action on delete set null`,
    );
    this.addSql(`alter table "customer_success_task" add constraint "customer_success_task_kind_check" check (kind in ('task','call','meeting'))`);
    this.addSql(`alter table "customer_success_task" add constraint "customer_success_task_status_check" check (status in ('open','done'))`);
    this.addSql(
      `alter table "customer_success_health_snapshot" add constraint "customer_success_health_snapshot_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_health_snapshot" add constraint "customer_success_health_snapshot_customer_id_fkey" foreign key ("customer_id") references "customer_success_customer" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_churn_model" add constraint "customer_success_churn_model_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_alert" add constraint "customer_success_alert_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_alert" add constraint "customer_success_alert_customer_id_fkey" foreign key ("customer_id") references "customer_success_customer" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "customer_success_alert" add constraint "customer_success_alert_kind_check" check (kind in ('score-drop','no-login','detractor','failing-site'))`,
    );
    this.addSql(`alter table "customer_success_alert" add constraint "customer_success_alert_status_check" check (status in ('open','resolved'))`);
  }

  override down(): void {
    this.addSql(`alter table "customer_success_playbook_execution" drop constraint "customer_success_playbook_execution_playbook_id_fkey"`);
    this.addSql(`alter table "customer_success_survey_response" drop constraint "customer_success_survey_response_customer_id_fkey"`);
    this.addSql(`alter table "customer_success_playbook_execution" drop constraint "customer_success_playbook_execution_customer_id_fkey"`);
    this.addSql(`alter table "customer_success_task" drop constraint "customer_success_task_customer_id_fkey"`);
    this.addSql(`alter table "customer_success_health_snapshot" drop constraint "customer_success_health_snapshot_customer_id_fkey"`);
    this.addSql(`alter table "customer_success_alert" drop constraint "customer_success_alert_customer_id_fkey"`);
    this.addSql(`alter table "customer_success_task" drop constraint "customer_success_task_execution_id_fkey"`);
    this.addSql(`drop table if exists "customer_success_survey_secret" cascade`);
    this.addSql(`drop table if exists "customer_success_snapshot_run" cascade`);
    this.addSql(`drop table if exists "customer_success_settings" cascade`);
    this.addSql(`drop table if exists "customer_success_playbook" cascade`);
    this.addSql(`drop table if exists "customer_success_health_report" cascade`);
    this.addSql(`drop table if exists "customer_success_customer" cascade`);
    this.addSql(`drop table if exists "customer_success_survey_response" cascade`);
    this.addSql(`drop table if exists "customer_success_playbook_execution" cascade`);
    this.addSql(`drop table if exists "customer_success_task" cascade`);
    this.addSql(`drop table if exists "customer_success_health_snapshot" cascade`);
    this.addSql(`drop table if exists "customer_success_churn_model" cascade`);
    this.addSql(`drop table if exists "customer_success_alert" cascade`);
  }
}
