import { Migration } from '@mikro-orm/migrations';

/** report-failures-and-queued-jobs: generated from the entities by `npm run migration:create`. */
export class BiReportFailuresAndQueuedJobsMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "bi_report" add "last_failed_at" timestamptz null, add "last_error" text null`);
    this.addSql(`alter table "bi_job_run" drop constraint "bi_job_run_status_check"`);
    this.addSql(`alter table "bi_job_run" add "key" text null`);
    this.addSql(`alter table "bi_job_run" add constraint "bi_job_run_key_unique" unique ("key")`);
    this.addSql(`alter table "bi_job_run" add constraint "bi_job_run_status_check" check (status in ('queued','succeeded','failed'))`);
  }

  override down(): void {
    this.addSql(`alter table "bi_job_run" drop constraint "bi_job_run_key_unique"`);
    this.addSql(`alter table "bi_job_run" drop constraint "bi_job_run_status_check"`);
    this.addSql(`alter table "bi_job_run" drop column "key"`);
    this.addSql(`alter table "bi_job_run" add constraint "bi_job_run_status_check" check (status in ('succeeded','failed'))`);
    this.addSql(`alter table "bi_report" drop column "last_failed_at", drop column "last_error"`);
  }
}
