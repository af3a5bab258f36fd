import { Migration } from '@mikro-orm/migrations';

/** PDF exports become a workspace-owned entity, which records when it was last changed. */
export class ReportsPdfExportUpdatedAtMigration extends Migration {
  override up(): void {
    this.addSql('alter table reports_pdf_export add column updated_at timestamptz not null default now()');
  }

  override down(): void {
    this.addSql('alter table reports_pdf_export drop column updated_at');
  }
}
