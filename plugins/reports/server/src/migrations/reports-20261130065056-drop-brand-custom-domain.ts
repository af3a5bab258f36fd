import { Migration } from '@mikro-orm/migrations';

/** The brand settings' custom domain goes: the domain is white-label's (its `white_label_domain`), shown on /brand-settings, edited there. */
export class ReportsDropBrandCustomDomainMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "reports_brand_settings" drop column "custom_domain"`);
  }

  override down(): void {
    this.addSql(`alter table "reports_brand_settings" add "custom_domain" text not null default ''`);
  }
}
