import { Migration } from '@mikro-orm/migrations';

/** Tool runs become a workspace-owned entity, which records when it was last changed. */
export class AiToolsRunUpdatedAtMigration extends Migration {
  override up(): void {
    this.addSql('alter table ai_tools_run add column updated_at timestamptz not null default now()');
  }

  override down(): void {
    this.addSql('alter table ai_tools_run drop column updated_at');
  }
}
