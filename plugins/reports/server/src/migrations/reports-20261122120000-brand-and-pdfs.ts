import { Migration } from '@mikro-orm/migrations';

export class ReportsBrandAndPdfsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table reports_brand_settings (
        workspace_id uuid primary key references core_workspace(id) on delete cascade,
        company_name text not null default '',
        primary_color text not null default '#3B82F6',
        secondary_color text not null default '#1E40AF',
        custom_domain text not null default '',
        contact_email text not null default '',
        website_url text not null default '',
        description text not null default '',
        logo bytea null,
        logo_type text null check (logo_type in ('image/png','image/jpeg')),
        updated_at timestamptz not null default now(),
        check ((logo is null) = (logo_type is null))
      )`);
    this.addSql(`
      create table reports_pdf_export (
        id uuid primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        analysis_id uuid not null,
        url text not null,
        language text not null check (language in ('pt','en')),
        bytes integer not null,
        file_name text not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index reports_pdf_export_workspace_created_idx on reports_pdf_export (workspace_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists reports_pdf_export');
    this.addSql('drop table if exists reports_brand_settings');
  }
}
