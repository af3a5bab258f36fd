import { Migration } from '@mikro-orm/migrations';

/** mail-from-name: generated from the entities by `npm run migration:create`. */
export class CoreMailFromNameMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "core_mail_outbox" add "from_name" text null`);
  }

  override down(): void {
    this.addSql(`alter table "core_mail_outbox" drop column "from_name"`);
  }
}
