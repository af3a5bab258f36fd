import { Migration } from '@mikro-orm/migrations';

/**
 * One brand per workspace: `reports_brand_settings` takes white-label's Enterprise-only fields (brand name, hiding the
 * product brand) and the rows of `white_label_brand`, which then goes. Where a workspace has both rows, white-label's
 * name, colours and logo win when its domain was active (proved and pointing here: what visitors of that domain saw);
 * otherwise the reports' values stay and white-label's fill only what the reports' row left empty (no company name, no
 * logo). The brand name and the switch are white-label's either way. White-label may never have been mounted: its
 * tables are looked up first.
 */
export class ReportsOneBrandMigration extends Migration {
  override up(): void {
    this.addSql(`alter table "reports_brand_settings" add column "brand_name" text not null default ''`);
    this.addSql(`alter table "reports_brand_settings" add column "hide_product_brand" boolean not null default false`);
    this.addSql(`do $$
begin
  if to_regclass('white_label_brand') is null then
    return;
  end if;
  create temporary table one_brand_active_domain (workspace_id uuid primary key) on commit drop;
  if to_regclass('white_label_domain') is not null then
    insert into one_brand_active_domain
      select distinct workspace_id from white_label_domain where status = 'active' and verified_at is not null;
  end if;
  insert into reports_brand_settings as saved
      (workspace_id, brand_name, company_name, primary_color, secondary_color, hide_product_brand, logo, logo_type, created_at, updated_at)
    select w.workspace_id, w.brand_name, w.company_name, upper(w.primary_color), upper(w.secondary_color), w.hide_product_brand,
           w.logo, w.logo_type, w.created_at, w.updated_at
      from white_label_brand w
  on conflict (workspace_id) do update set
    brand_name = excluded.brand_name,
    hide_product_brand = excluded.hide_product_brand,
    company_name = case
      when exists (select 1 from one_brand_active_domain a where a.workspace_id = saved.workspace_id) and excluded.company_name <> '' then excluded.company_name
      when saved.company_name = '' then excluded.company_name
      else saved.company_name end,
    primary_color = case when exists (select 1 from one_brand_active_domain a where a.workspace_id = saved.workspace_id)
      then excluded.primary_color else saved.primary_color end,
    secondary_color = case when exists (select 1 from one_brand_active_domain a where a.workspace_id = saved.workspace_id)
      then excluded.secondary_color else saved.secondary_color end,
    logo = case
      when exists (select 1 from one_brand_active_domain a where a.workspace_id = saved.workspace_id) and excluded.logo is not null then excluded.logo
      when saved.logo is null then excluded.logo
      else saved.logo end,
    logo_type = case
      when exists (select 1 from one_brand_active_domain a where a.workspace_id = saved.workspace_id) and excluded.logo is not null then excluded.logo_type
      when saved.logo is null then excluded.logo_type
      else saved.logo_type end,
    updated_at = greatest(saved.updated_at, excluded.updated_at);
  drop table white_label_brand;
end $$`);
  }

  override down(): void {
    this.addSql(`alter table "reports_brand_settings" drop column "brand_name", drop column "hide_product_brand"`);
  }
}
