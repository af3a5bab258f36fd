import { Migration } from '@mikro-orm/migrations';

/**
 * site-run-reports: generated from the entities by `npm run migration:create` (its down no longer drops the
 * workspace foreign keys the generator listed there: this migration never added them).
 */
export class AuditSiteRunReportsMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "audit_report" add "site_run" jsonb null`);
  }

  override down(): void {
    this.addSql(`alter table "audit_report" drop column "site_run"`);
  }
}
