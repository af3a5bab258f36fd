import { Migration } from '@mikro-orm/migrations';

/** verification-baseline: generated from the entities by `npm run migration:create`. */
export class AnalysisVerificationBaselineMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "analysis_analysis" add "verification_baseline" jsonb null`);
  }

  override down(): void {
    this.addSql(`alter table "analysis_analysis" drop column "verification_baseline"`);
  }
}
