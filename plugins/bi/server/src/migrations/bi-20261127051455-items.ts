import { Migration } from '@mikro-orm/migrations';

/** items: generated from the entities by `npm run migration:create`. */
export class BiItemsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "bi_item" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" text not null, "description" text not null default '', primary key ("id"))`,
    );
    this.addSql(`create index bi_item_workspace_idx on bi_item (workspace_id, created_at desc)`);
    this.addSql(
      `alter table "bi_item" add constraint "bi_item_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "bi_item" cascade`);
  }
}
