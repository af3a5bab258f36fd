import { Migration } from '@mikro-orm/migrations';

/** domain-events: generated from the entities by `npm run migration:create`. */
export class CoreDomainEventsMigration extends Migration {
  override up(): void {
    this.addSql(
      `create table "core_domain_event" ("id" uuid not null, "name" text not null, "workspace_id" uuid null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "queued_at" timestamptz null, primary key ("id"))`,
    );
    this.addSql(`create index "core_domain_event_unqueued_idx" on "core_domain_event" ("queued_at", "created_at")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "core_domain_event" cascade`);
  }
}
