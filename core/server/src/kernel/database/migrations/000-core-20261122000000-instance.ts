import { Migration } from '@mikro-orm/migrations';

export class CoreInstanceMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists core_instance (
        id uuid primary key,
        singleton boolean not null default true unique check (singleton),
        created_at timestamptz not null,
        boots integer not null,
        last_boot_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists core_instance');
  }
}
