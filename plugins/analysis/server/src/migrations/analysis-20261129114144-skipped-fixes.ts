import { Migration } from '@mikro-orm/migrations';

/** skipped-fixes: generated from the entities by `npm run migration:create`. */
export class AnalysisSkippedFixesMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "analysis_skipped_fix" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "fix_id" text not null, "user_id" uuid null, primary key ("id"))`,
    );
    this.addSql(`alter table "analysis_skipped_fix" add constraint "analysis_skipped_fix_workspace_fix_unique" unique ("workspace_id", "fix_id")`);
    this.addSql(
      `alter table "analysis_skipped_fix" add constraint "analysis_skipped_fix_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "analysis_skipped_fix" add constraint "analysis_skipped_fix_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete set null`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "analysis_skipped_fix" cascade`);
  }
}
