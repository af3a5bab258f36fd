import { Migration } from '@mikro-orm/migrations';

/** Recurring reports and their runs (one row per report and scheduled time: a run happens once). */
export class ReportsRecurringMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table reports_recurring_report (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        created_by uuid null references core_user(id) on delete set null,
        name text not null,
        urls jsonb not null,
        frequency text not null check (frequency in ('weekly','monthly')),
        recipients jsonb not null,
        settings jsonb not null,
        language text not null default 'pt' check (language in ('pt','en')),
        is_active boolean not null default true,
        next_run timestamptz null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index reports_recurring_report_workspace_idx on reports_recurring_report (workspace_id, created_at desc)');
    this.addSql('create index reports_recurring_report_due_idx on reports_recurring_report (next_run) where is_active');
    this.addSql(`
      create table reports_recurring_run (
        id uuid primary key,
        report_id uuid not null references reports_recurring_report(id) on delete cascade,
        scheduled_for timestamptz not null,
        status text not null check (status in ('running','succeeded','failed')),
        attempts integer not null default 1,
        error text null,
        analysis_ids jsonb not null default '[]',
        emailed_to jsonb not null default '[]',
        started_at timestamptz not null default now(),
        finished_at timestamptz null,
        unique (report_id, scheduled_for)
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists reports_recurring_run');
    this.addSql('drop table if exists reports_recurring_report');
  }
}
