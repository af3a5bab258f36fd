import { Migration } from '@mikro-orm/migrations';

/**
 * Analyses reserved against a plan's allowance and not finished yet: they count against the
 * limit until they are consumed (completed) or released (failed, refused), or until they expire.
 * Those that `hold a slot` also count against the workspace's cap of analyses in flight (a batch
 * that audits one page after the other holds none).
 */
export class CoreUsageReservationsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table core_usage_reservation (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        holds_slot boolean not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`);
    this.addSql('create index core_usage_reservation_workspace_idx on core_usage_reservation (workspace_id, expires_at)');
  }

  override down(): void {
    this.addSql('drop table if exists core_usage_reservation');
  }
}
