import { Migration } from '@mikro-orm/migrations';

/**
 * user-credential: generated from the entities by `npm run migration:create`, with the hashes
 * moved by hand: the password hash leaves core_user (which the SDK gives plugins) for a core table
 * of its own. The investor demo's placeholder is not moved: it never matched any password.
 */
export class CoreUserCredentialMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_user_credential" ("user_id" uuid not null, "password_hash" text not null, "updated_at" timestamptz not null default now(), primary key ("user_id"))`,
    );
    this.addSql(
      `insert into "core_user_credential" ("user_id", "password_hash", "updated_at") select "id", "password_hash", "updated_at" from "core_user" where "password_hash" not like '!disabled-%'`,
    );
    this.addSql(`alter table "core_user" drop column "password_hash"`);
    this.addSql(
      `alter table "core_user_credential" add constraint "core_user_credential_user_id_fkey" foreign key ("user_id") references "core_user" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`alter table "core_user" add "password_hash" text not null default '!disabled-'`);
    this.addSql(`update "core_user" u set "password_hash" = c."password_hash" from "core_user_credential" c where c."user_id" = u."id"`);
    this.addSql(`alter table "core_user" alter column "password_hash" drop default`);
    this.addSql(`drop table if exists "core_user_credential" cascade`);
  }
}
