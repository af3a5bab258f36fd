import { Migration } from '@mikro-orm/migrations';

/**
 * Failures of an analysis and of its proof keep a stable code and their text in both languages,
 * so they read in the reader's language. `error_message` and `verification_error_message` keep
 * the English text (all that rows stored before had).
 */
export class AnalysisFailureCodesMigration extends Migration {
  override up(): void {
    this.addSql(`alter table analysis_analysis
      add column error_code text null,
      add column error_messages jsonb null,
      add column verification_error_code text null,
      add column verification_error_messages jsonb null`);
  }

  override down(): void {
    this.addSql(`alter table analysis_analysis
      drop column if exists verification_error_messages,
      drop column if exists verification_error_code,
      drop column if exists error_messages,
      drop column if exists error_code`);
  }
}
