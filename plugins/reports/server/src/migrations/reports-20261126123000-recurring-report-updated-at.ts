import { Migration } from '@mikro-orm/migrations';

/** Recurring reports become a workspace-owned entity, which records when it was last changed. */
export class ReportsRecurringReportUpdatedAtMigration extends Migration {
  override up(): void {
    this.addSql('alter table reports_recurring_report add column updated_at timestamptz not null default now()');
  }

  override down(): void {
    this.addSql('alter table reports_recurring_report drop column updated_at');
  }
}
