import { Migration } from '@mikro-orm/migrations';

/** dashboard-alerts: generated from the entities by `npm run migration:create`. */
export class BiDashboardAlertsMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "bi_dashboard" add "next_alert_check_at" timestamptz null`);
    this.addSql(`create index "bi_dashboard_alert_check_idx" on "bi_dashboard" ("next_alert_check_at")`);
  }

  override down(): void {
    this.addSql(`drop index "bi_dashboard_alert_check_idx"`);
    this.addSql(`alter table "bi_dashboard" drop column "next_alert_check_at"`);
  }
}
