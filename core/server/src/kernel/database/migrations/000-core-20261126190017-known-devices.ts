import { Migration } from '@mikro-orm/migrations';

/** known-devices: generated from the entities by `npm run migration:create`. */
export class CoreKnownDevicesMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_known_device" ("user_id" uuid not null, "token_hash" text not null, "description" text not null, "first_seen_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), primary key ("user_id", "token_hash"))`,
    );
    this.addSql(
      `alter table "core_known_device" add constraint "core_known_device_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_known_device" cascade`);
  }
}
