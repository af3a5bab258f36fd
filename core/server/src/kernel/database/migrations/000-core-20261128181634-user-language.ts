import { Migration } from '@mikro-orm/migrations';

/** user-language: generated from the entities by `npm run migration:create`. */
export class CoreUserLanguageMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "core_user" add "language" text not null default 'pt'`);
    this.addSql(`alter table "core_user" add constraint "core_user_language_check" check (language in ('pt','en'))`);
  }

  override down(): void {
    this.addSql(`alter table "core_user" drop constraint "core_user_language_check"`);
    this.addSql(`alter table "core_user" drop column "language"`);
  }
}
