import { Migration } from '@mikro-orm/migrations';

/** Per session: an administrator who views the app as a common user (creator mode off). */
export class CoreCreatorPreviewMigration extends Migration {
  override up(): void {
    this.addSql('alter table core_session add column creator_preview boolean not null default false');
  }

  override down(): void {
    this.addSql('alter table core_session drop column if exists creator_preview');
  }
}
