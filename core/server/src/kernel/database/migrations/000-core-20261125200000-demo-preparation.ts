import { Migration } from '@mikro-orm/migrations';

/**
 * The investor demo is seeded on first use. One row says how far that is: which process holds
 * the seed (`holder`, until `lease_until`; a process that dies stops renewing it and another may
 * take over), the progress the demo page shows, and the outcome. `workspace_id` names the demo
 * workspace it was done for: deleting that workspace clears it, so 'ready' never outlives its data.
 *
 * Two first openings at once could each create a demo workspace; one is allowed from now on
 * (extra ones, which only hold regenerable demo data, are removed first: the oldest stays).
 */
export class CoreDemoPreparationMigration extends Migration {
  override up(): void {
    this.addSql(`
      delete from core_workspace w where w.is_demo and exists (
        select 1 from core_workspace o where o.is_demo and (o.created_at, o.id) < (w.created_at, w.id))`);
    this.addSql('create unique index core_workspace_one_demo on core_workspace (is_demo) where is_demo');
    this.addSql(`
      create table core_demo_preparation (
        id smallint primary key default 1 check (id = 1),
        workspace_id uuid null references core_workspace(id) on delete set null,
        state text not null check (state in ('running','ready','failed')),
        holder text null,
        lease_until timestamptz null,
        attempt integer not null default 1,
        progress jsonb not null default '{}'::jsonb,
        error text null,
        started_at timestamptz not null default now(),
        finished_at timestamptz null,
        updated_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists core_demo_preparation');
    this.addSql('drop index if exists core_workspace_one_demo');
  }
}
