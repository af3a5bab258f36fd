import { Migration } from '@mikro-orm/migrations';

/** domain-ownership: generated from the entities by `npm run migration:create`. */
export class WhiteLabelDomainOwnershipMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "white_label_domain" drop constraint "white_label_domain_host_key"`);
    this.addSql(`alter table "white_label_domain" drop constraint "white_label_domain_status_check"`);
    this.addSql(
      `alter table "white_label_domain" add "verification_token" text not null default md5((gen_random_uuid())::text), add "verified_at" timestamptz null, add "expires_at" timestamptz null`,
    );
    this.addSql(`create index "white_label_domain_host_idx" on "white_label_domain" ("host")`);
    this.addSql(`create unique index "white_label_domain_verified_host_key" on "white_label_domain" ("host") where verified_at is not null`);
    this.addSql(
      `alter table "white_label_domain" add constraint "white_label_domain_status_check" check (status in ('pending','active','unverified','wrong_target','not_found'))`,
    );
  }

  override down(): void {
    this.addSql(`drop index "white_label_domain_host_idx"`);
    this.addSql(`drop index "white_label_domain_verified_host_key"`);
    this.addSql(`alter table "white_label_domain" drop constraint "white_label_domain_status_check"`);
    this.addSql(`alter table "white_label_domain" drop column "verification_token", drop column "verified_at", drop column "expires_at"`);
    this.addSql(`alter table "white_label_domain" add constraint "white_label_domain_host_key" unique ("host")`);
    this.addSql(
      `alter table "white_label_domain" add constraint "white_label_domain_status_check" check (status in ('pending','active','wrong_target','not_found'))`,
    );
  }
}
