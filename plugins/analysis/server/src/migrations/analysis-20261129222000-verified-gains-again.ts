import { Migration } from '@mikro-orm/migrations';

/**
 * verified-gains-again (hand-written): 'Ganhos verificados' now counts only changes beyond the
 * run-to-run spread, against the re-measured original where the proof did so. Forgetting the metric
 * backfill's marker makes the next start record every completed analysis again, which rewrites each
 * stored gain in place (samples are keyed by analysis).
 */
export class AnalysisVerifiedGainsAgainMigration extends Migration {
  override up(): void {
    this.addSql(`delete from "analysis_metric_backfill"`);
  }

  override down(): void {
    // Nothing to put back: the gains recorded by the new rule stay until the next backfill.
  }
}
