import { Migration } from '@mikro-orm/migrations';

/** batch-id: generated from the entities by `npm run migration:create`. */
export class AnalysisBatchIdMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "analysis_analysis" add "batch_id" uuid null`);
  }

  override down(): void {
    this.addSql(`alter table "analysis_analysis" drop column "batch_id"`);
  }
}
