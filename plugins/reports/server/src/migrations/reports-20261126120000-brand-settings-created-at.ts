import { Migration } from '@mikro-orm/migrations';

/** Brand settings become a workspace-owned entity, which records when it was created. */
export class ReportsBrandSettingsCreatedAtMigration extends Migration {
  override up(): void {
    this.addSql('alter table reports_brand_settings add column created_at timestamptz not null default now()');
  }

  override down(): void {
    this.addSql('alter table reports_brand_settings drop column created_at');
  }
}
