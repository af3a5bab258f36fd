import { Migration } from '@mikro-orm/migrations';

/** team-members-and-api-keys: generated from the entities by `npm run migration:create`. */
export class CoreTeamMembersAndApiKeysMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_workspace_invitation" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" text not null, "role" text not null, "token_hash" text not null, "invited_by_id" uuid null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, primary key ("id"))`,
    );
    this.addSql(`alter table "core_workspace_invitation" add constraint "core_workspace_invitation_token_hash_key" unique ("token_hash")`);
    this.addSql(`create index core_workspace_invitation_workspace_idx on core_workspace_invitation (workspace_id, created_at desc)`);
    this.addSql(`create unique index core_workspace_invitation_open_once on core_workspace_invitation (workspace_id, email) where accepted_at is null`);
    this.addSql(
      `create table "core_api_key" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "created_by" uuid not null, "name" text not null, "prefix" text not null, "secret_hash" text not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`alter table "core_api_key" add constraint "core_api_key_prefix_unique" unique ("prefix")`);
    this.addSql(`alter table "core_membership" drop constraint "core_membership_role_check"`);
    this.addSql(`alter table "core_membership" add constraint "core_membership_role_check" check (role in ('owner','admin','member','viewer'))`);
    this.addSql(
      `alter table "core_workspace_invitation" add constraint "core_workspace_invitation_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "core_workspace_invitation" add constraint "core_workspace_invitation_invited_by_id_fkey" foreign key ("invited_by_id") references "core_user" ("id") on update no action on delete set null`,
    );
    this.addSql(
      `alter table "core_workspace_invitation" add constraint "core_workspace_invitation_accepted_by_id_fkey" foreign key ("accepted_by_id") references "core_user" ("id") on update no action on delete set null`,
    );
    this.addSql(`alter table "core_workspace_invitation" add constraint "core_workspace_invitation_role_check" check (role in ('admin','member','viewer'))`);
    this.addSql(
      `alter table "core_api_key" add constraint "core_api_key_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "core_workspace_invitation" cascade`);
    this.addSql(`drop table if exists "core_api_key" cascade`);
    this.addSql(`alter table "core_membership" drop constraint "core_membership_role_check"`);
    this.addSql(`alter table "core_membership" add constraint "core_membership_role_check" check (role in ('owner','admin','member'))`);
  }
}
