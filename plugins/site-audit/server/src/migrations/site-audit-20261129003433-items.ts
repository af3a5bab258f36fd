import { Migration } from '@mikro-orm/migrations';

/** items: generated from the entities by `npm run migration:create`. */
export class SiteAuditItemsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "site_audit_item" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text not null default '', primary key ("id"))`,
    );
    this.addSql(`create index site_audit_item_workspace_idx on site_audit_item (workspace_id, created_at desc)`);
    this.addSql(
      `alter table "site_audit_item" add constraint "site_audit_item_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "site_audit_item" cascade`);
  }
}
