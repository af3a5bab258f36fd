import { Migration } from '@mikro-orm/migrations';

/**
 * The brand is the reports plugin's one brand now (its migration `reports-20261130235000-one-brand` copies the rows).
 * White-label's first migration still creates `white_label_brand` on an instance where that copy already ran (white-label
 * mounted later): that empty table goes. A table with rows is left for the copy to find.
 */
export class WhiteLabelBrandMovedToReportsMigration extends Migration {
  override up(): void {
    this.addSql(`do $$
begin
  -- Nested: the inner query is planned only once the table is known to exist.
  if to_regclass('white_label_brand') is not null then
    if not exists (select 1 from white_label_brand) then
      drop table white_label_brand;
    end if;
  end if;
end $$`);
  }
}
