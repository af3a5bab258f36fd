import { Migration } from '@mikro-orm/migrations';

/**
 * Bundled sites (the investor demo's sample pages): the files an analysis is served from instead
 * of the network, stored here so that whichever process runs the job can read them. An analysis
 * may also be recorded as of a past date: its stored times are now() minus `clock_offset`.
 */
export class AnalysisSiteBundlesMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table analysis_site_bundle (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        origin text not null,
        digest text not null,
        files jsonb not null,
        created_at timestamptz not null default now(),
        unique (workspace_id, digest)
      )`);
    this.addSql(`
      alter table analysis_analysis
        add column site_bundle_id uuid null references analysis_site_bundle(id),
        add column clock_offset interval not null default interval '0'`);
    this.addSql('create index analysis_analysis_site_bundle_idx on analysis_analysis (site_bundle_id) where site_bundle_id is not null');
  }

  override down(): void {
    this.addSql('alter table analysis_analysis drop column site_bundle_id, drop column clock_offset');
    this.addSql('drop table if exists analysis_site_bundle');
  }
}
