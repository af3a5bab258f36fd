import { Migration } from '@mikro-orm/migrations';

/** share-links: generated from the entities by `npm run migration:create`. */
export class SiteAuditShareLinksMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "site_audit_share_link" ("id" uuid not null, "workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "run_id" uuid not null, "created_by" uuid null, "token" text not null, "revoked_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`alter table "site_audit_share_link" add constraint "site_audit_share_link_token_key" unique ("token")`);
    this.addSql(`create unique index site_audit_share_link_live_unique on site_audit_share_link (run_id) where revoked_at is null`);
    this.addSql(
      `alter table "site_audit_share_link" add constraint "site_audit_share_link_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "site_audit_share_link" add constraint "site_audit_share_link_run_id_fkey" foreign key ("run_id") references "site_audit_run" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "site_audit_share_link" add constraint "site_audit_share_link_created_by_fkey" foreign key ("created_by") references "core_user" ("id") on update no action on delete set null`,
    );
  }

  override down(): void {
    // Written by hand: the generator also dropped the foreign keys of the run and page tables, which this migration did not add.
    this.addSql(`drop table if exists "site_audit_share_link" cascade`);
  }
}
