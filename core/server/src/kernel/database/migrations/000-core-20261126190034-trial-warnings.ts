import { Migration } from '@mikro-orm/migrations';

/** trial-warnings: generated from the entities by `npm run migration:create`. */
export class CoreTrialWarningsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_trial_warning" ("workspace_id" uuid not null, "trial_ends_at" timestamptz not null, "warned_at" timestamptz not null default now(), primary key ("workspace_id"))`,
    );
    this.addSql(
      `alter table "core_trial_warning" add constraint "core_trial_warning_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_trial_warning" cascade`);
  }
}
