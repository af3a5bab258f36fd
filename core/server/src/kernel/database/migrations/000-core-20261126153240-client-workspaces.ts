import { Migration } from '@mikro-orm/migrations';

/** client-workspaces: generated from the entities by `npm run migration:create`. */
export class CoreClientWorkspacesMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "core_workspace" add "managed_by" uuid null`);
    this.addSql(
      `alter table "core_workspace" add constraint "core_workspace_managed_by_fkey" foreign key ("managed_by") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(`create index "core_workspace_managed_by_index" on "core_workspace" ("managed_by")`);
  }

  override down(): void {
    this.addSql(`alter table "core_workspace" drop constraint "core_workspace_managed_by_fkey"`);
    this.addSql(`drop index "core_workspace_managed_by_index"`);
    this.addSql(`alter table "core_workspace" drop column "managed_by"`);
  }
}
