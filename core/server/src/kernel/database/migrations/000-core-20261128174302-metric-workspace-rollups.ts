import { Migration } from '@mikro-orm/migrations';

/** metric-workspace-rollups: generated from the entities by `npm run migration:create`. */
export class CoreMetricWorkspaceRollupsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_metric_workspace_daily" ("workspace_id" uuid not null, "metric" text not null, "dimension" text not null, "day" date not null, "sum" double precision not null, "count" int not null, "min" double precision not null, "max" double precision not null, "last" double precision not null, "last_at" timestamptz not null, "updated_at" timestamptz not null default now(), primary key ("workspace_id", "metric", "dimension", "day"))`,
    );
    this.addSql(`create index core_metric_daily_site_day_idx on core_metric_daily (workspace_id, metric, site, day) where site <> ''`);
    this.addSql(
      `alter table "core_metric_workspace_daily" add constraint "core_metric_workspace_daily_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_metric_workspace_daily" cascade`);
    this.addSql(`drop index "core_metric_daily_site_day_idx"`);
  }
}
