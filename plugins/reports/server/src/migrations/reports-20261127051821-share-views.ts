import { Migration } from '@mikro-orm/migrations';

/** share-views: generated from the entities by `npm run migration:create`. */
export class ReportsShareViewsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "reports_share_view" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "report_id" uuid not null, "seconds" int not null default 0, "interacted" boolean not null default false, "downloads" int not null default 0, "shares" int not null default 0, "sections" jsonb not null default '[]', "bounced" boolean not null default false, "left_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "reports_share_view_report_idx" on "reports_share_view" ("report_id", "created_at")`);
    this.addSql(
      `alter table "reports_share_view" add constraint "reports_share_view_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "reports_share_view" add constraint "reports_share_view_report_id_fkey" foreign key ("report_id") references "reports_shared_report" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "reports_share_view" cascade`);
  }
}
