import { Migration } from '@mikro-orm/migrations';

/**
 * The plan allowance an analysis draws on (settled when it ends), the lease its worker renews
 * while it runs (the sweeper fails it when the lease runs out), and an index over the few
 * analyses in flight (queue positions, the sweeper).
 */
export class AnalysisLeasesAndReservationsMigration extends Migration {
  override up(): void {
    this.addSql('alter table analysis_analysis add column reservation_id uuid null');
    this.addSql('alter table analysis_analysis add column lease_until timestamptz null');
    this.addSql(`create index analysis_analysis_in_flight_idx on analysis_analysis (created_at) where status in ('queued','running')`);
  }

  override down(): void {
    this.addSql('drop index if exists analysis_analysis_in_flight_idx');
    this.addSql('alter table analysis_analysis drop column if exists lease_until');
    this.addSql('alter table analysis_analysis drop column if exists reservation_id');
  }
}
