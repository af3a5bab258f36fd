import { Migration } from '@mikro-orm/migrations';

/** centre: generated from the entities by `npm run migration:create`. */
export class NotificationsCentreMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "notifications_instance_secret" ("id" smallint not null, "secret" text not null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(
      `create table "notifications_vapid_key" ("id" smallint not null, "public_key" text not null, "private_key_encrypted" text not null, "created_at" timestamptz not null default now(), primary key ("id"))`,
    );
    this.addSql(
      `create table "notifications_template" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "category" text not null, "subject" text not null, "body" text not null, "variables" jsonb not null, "is_active" boolean not null default true, primary key ("id"))`,
    );
    this.addSql(`create index notifications_template_workspace_idx on notifications_template (workspace_id, created_at desc)`);
    this.addSql(
      `create table "notifications_push_subscription" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "user_agent" text null, "failures" int not null default 0, "last_success_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(
      `alter table "notifications_push_subscription" add constraint "notifications_push_subscription_endpoint_unique" unique ("workspace_id", "user_id", "endpoint")`,
    );
    this.addSql(
      `create table "notifications_push_config" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "config" jsonb not null, primary key ("id"))`,
    );
    this.addSql(`alter table "notifications_push_config" add constraint "notifications_push_config_member_unique" unique ("workspace_id", "user_id")`);
    this.addSql(
      `create table "notifications_notification" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "source_key" text not null, "type" text not null, "priority" text not null, "category" text not null, "title" jsonb not null, "message" jsonb not null, "website_url" text null, "recommended_actions" jsonb not null, "channels" jsonb not null, "action_required" boolean not null default false, "action_url" text null, "action_text" jsonb null, "event_name" text null, "read_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index notifications_notification_member_idx on notifications_notification (workspace_id, user_id, created_at desc)`);
    this.addSql(`alter table "notifications_notification" add constraint "notifications_notification_source_unique" unique ("user_id", "source_key")`);
    this.addSql(
      `create table "notifications_campaign" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text not null default '', "type" text not null, "status" text not null, "template_id" uuid null, "channels" jsonb not null, "criteria" jsonb not null, "segment_size" int not null default 0, "scheduled_at" timestamptz null, "started_at" timestamptz null, "completed_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index notifications_campaign_workspace_idx on notifications_campaign (workspace_id, created_at desc)`);
    this.addSql(
      `create table "notifications_delivery" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "notification_id" uuid null, "campaign_id" uuid null, "template_id" uuid null, "kind" text not null, "channel" text not null, "status" text not null, "held_until" timestamptz null, "held_for" text null, "user_role" text not null, "sent_at" timestamptz null, "delivered_at" timestamptz null, "opened_at" timestamptz null, "clicked_at" timestamptz null, "converted_at" timestamptz null, "error" text null, primary key ("id"))`,
    );
    this.addSql(`create index "notifications_delivery_held_idx" on "notifications_delivery" ("status", "held_until")`);
    this.addSql(`create index "notifications_delivery_campaign_idx" on "notifications_delivery" ("campaign_id")`);
    this.addSql(`create index "notifications_delivery_template_idx" on "notifications_delivery" ("template_id")`);
    this.addSql(`alter table "notifications_delivery" add constraint "notifications_delivery_once" unique ("notification_id", "channel")`);
    this.addSql(
      `create table "notifications_alert_rule" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text not null default '', "conditions" jsonb not null, "url" text null, "cooldown_minutes" int not null, "is_active" boolean not null default true, "trigger_count" int not null default 0, "last_triggered" timestamptz null, "fired_by" text null, "next_check_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index notifications_alert_rule_workspace_idx on notifications_alert_rule (workspace_id, created_at desc)`);
    this.addSql(`create index "notifications_alert_rule_next_check_idx" on "notifications_alert_rule" ("next_check_at")`);
    this.addSql(
      `alter table "notifications_template" add constraint "notifications_template_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_push_subscription" add constraint "notifications_push_subscription_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_push_subscription" add constraint "notifications_push_subscription_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_push_config" add constraint "notifications_push_config_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_push_config" add constraint "notifications_push_config_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_notification" add constraint "notifications_notification_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_notification" add constraint "notifications_notification_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_campaign" add constraint "notifications_campaign_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_campaign" add constraint "notifications_campaign_template_id_fkey" foreign key ("template_id") references "notifications_template" ("id") on update no action on delete set null`,
    );
    this.addSql(
      `alter table "notifications_delivery" add constraint "notifications_delivery_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_delivery" add constraint "notifications_delivery_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_delivery" add constraint "notifications_delivery_notification_id_fkey" foreign key ("notification_id") references "notifications_notification" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "notifications_delivery" add constraint "notifications_delivery_campaign_id_fkey" foreign key ("campaign_id") references "notifications_campaign" ("id") on update no action on delete set null`,
    );
    this.addSql(
      `alter table "notifications_delivery" add constraint "notifications_delivery_template_id_fkey" foreign key ("template_id") references "notifications_template" ("id") on update no action on delete set null`,
    );
    this.addSql(
      `alter table "notifications_alert_rule" add constraint "notifications_alert_rule_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`alter table "notifications_campaign" drop constraint "notifications_campaign_template_id_fkey"`);
    this.addSql(`alter table "notifications_delivery" drop constraint "notifications_delivery_template_id_fkey"`);
    this.addSql(`alter table "notifications_delivery" drop constraint "notifications_delivery_notification_id_fkey"`);
    this.addSql(`alter table "notifications_delivery" drop constraint "notifications_delivery_campaign_id_fkey"`);
    this.addSql(`drop table if exists "notifications_instance_secret" cascade`);
    this.addSql(`drop table if exists "notifications_vapid_key" cascade`);
    this.addSql(`drop table if exists "notifications_template" cascade`);
    this.addSql(`drop table if exists "notifications_push_subscription" cascade`);
    this.addSql(`drop table if exists "notifications_push_config" cascade`);
    this.addSql(`drop table if exists "notifications_notification" cascade`);
    this.addSql(`drop table if exists "notifications_campaign" cascade`);
    this.addSql(`drop table if exists "notifications_delivery" cascade`);
    this.addSql(`drop table if exists "notifications_alert_rule" cascade`);
  }
}
