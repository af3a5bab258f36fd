import { Migration } from '@mikro-orm/migrations';

/**
 * no-data-score (data only, written by hand: the entities did not change): a report none of whose
 * checks could be decided was stored with an overall score of 0; it has no score, so its summary
 * now says null, and averages leave it out.
 */
export class AuditNoDataScoreMigration extends Migration {
  override up(): void {
    this.addSql(
      `update "audit_report" set "summary" = jsonb_set("summary", '{overallScore}', 'null'::jsonb)
       where "summary" is not null and ("summary" ->> 'passed')::int + ("summary" ->> 'failed')::int = 0 and "summary" ->> 'overallScore' is not null`,
    );
  }

  override down(): void {
    this.addSql(
      `update "audit_report" set "summary" = jsonb_set("summary", '{overallScore}', '0'::jsonb)
       where "summary" is not null and "summary" -> 'overallScore' = 'null'::jsonb`,
    );
  }
}
