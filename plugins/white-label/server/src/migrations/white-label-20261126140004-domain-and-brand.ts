import { Migration } from '@mikro-orm/migrations';

/** domain-and-brand: generated from the entities by `npm run migration:create`. */
export class WhiteLabelDomainAndBrandMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "white_label_domain" ("workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "domain" text not null, "subdomain" text not null default '', "host" text not null, "status" text not null default 'pending', "found_target" text null, "checked_at" timestamptz null, "last_error" text null, "next_check_at" timestamptz null, primary key ("workspace_id"))`,
    );
    this.addSql(`alter table "white_label_domain" add constraint "white_label_domain_host_key" unique ("host")`);
    this.addSql(`create index "white_label_domain_next_check_idx" on "white_label_domain" ("next_check_at")`);
    this.addSql(
      `create table "white_label_brand" ("workspace_id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_name" text not null, "company_name" text not null default '', "primary_color" text not null default '#2563EB', "secondary_color" text not null default '#7C3AED', "hide_product_brand" boolean not null default false, "logo" bytea null, "logo_type" text null, primary key ("workspace_id"))`,
    );
    this.addSql(
      `alter table "white_label_domain" add constraint "white_label_domain_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(
      `alter table "white_label_domain" add constraint "white_label_domain_status_check" check (status in ('pending','active','wrong_target','not_found'))`,
    );
    this.addSql(
      `alter table "white_label_brand" add constraint "white_label_brand_workspace_id_fkey" foreign key ("workspace_id") references "core_workspace" ("id") on update no action on delete cascade`,
    );
    this.addSql(`alter table "white_label_brand" add constraint "white_label_brand_logo_check" check ((logo is null) = (logo_type is null))`);
    this.addSql(`alter table "white_label_brand" add constraint "white_label_brand_logo_type_check" check (logo_type in ('image/png','image/jpeg'))`);
  }

  override down(): void {
    this.addSql(`drop table if exists "white_label_domain" cascade`);
    this.addSql(`drop table if exists "white_label_brand" cascade`);
  }
}
