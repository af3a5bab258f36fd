import { Migration } from '@mikro-orm/migrations';

/** metric-store: generated from the entities by `npm run migration:create`. */
export class CoreMetricStoreMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_metric_source" ("workspace_id" uuid not null, "source_key" text not null, "recorded_at" timestamptz not null default now(), primary key ("workspace_id", "source_key"))`,
    );
    this.addSql(`create index core_metric_source_requests_idx on core_metric_source (recorded_at) where source_key like 'requests:%'`);
    this.addSql(
      `create table "core_metric_daily" ("workspace_id" uuid not null, "metric" text not null, "site" text not null, "dimension" text not null, "day" date not null, "sum" double precision not null, "count" int not null, "min" double precision not null, "max" double precision not null, "last" double precision not null, "last_at" timestamptz not null, "segment" text null, "updated_at" timestamptz not null default now(), primary key ("workspace_id", "metric", "site", "dimension", "day"))`,
    );
    this.addSql(`create index core_metric_daily_cohort_idx on core_metric_daily (metric, segment, day) where site <> '' and segment is not null`);
    this.addSql(
      `alter table "core_metric_source" add constraint "core_metric_source_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "core_metric_daily" add constraint "core_metric_daily_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_metric_source" cascade`);
    this.addSql(`drop table if exists "core_metric_daily" cascade`);
  }
}
