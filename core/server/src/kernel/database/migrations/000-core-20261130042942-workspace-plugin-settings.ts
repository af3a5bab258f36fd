import { Migration } from '@mikro-orm/migrations';

/** workspace-plugin-settings: generated from the entities by `npm run migration:create`. */
export class CoreWorkspacePluginSettingsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_workspace_plugin_settings" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "plugin_id" text not null, "values" jsonb not null, primary key ("id"))`,
    );
    this.addSql(`alter table "core_workspace_plugin_settings" add constraint "core_workspace_plugin_settings_once" unique ("workspace_id", "plugin_id")`);
    this.addSql(
      `alter table "core_workspace_plugin_settings" add constraint "core_workspace_plugin_settings_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_workspace_plugin_settings" cascade`);
  }
}
