import { Migration } from '@mikro-orm/migrations';

/** AI usage records become a workspace-owned entity, which records when it was last changed. */
export class CoreAiUsageUpdatedAtMigration extends Migration {
  override up(): void {
    this.addSql('alter table core_ai_usage add column updated_at timestamptz not null default now()');
  }

  override down(): void {
    this.addSql('alter table core_ai_usage drop column updated_at');
  }
}
