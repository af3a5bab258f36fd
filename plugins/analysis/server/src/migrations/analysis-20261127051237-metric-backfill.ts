import { Migration } from '@mikro-orm/migrations';

/** metric-backfill: generated from the entities by `npm run migration:create`. */
export class AnalysisMetricBackfillMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "analysis_metric_backfill" ("name" text not null, "last_id" uuid null, "recorded" int not null default 0, "finished_at" timestamptz null, "updated_at" timestamptz not null default now(), primary key ("name"))`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "analysis_metric_backfill" cascade`);
  }
}
