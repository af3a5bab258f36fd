import { Migration } from '@mikro-orm/migrations';

/** Stripe (or sandbox) checkout sessions, subscriptions, and the webhook events already applied. */
export class CoreBillingMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table core_checkout_session (
        id text primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        user_id uuid not null references core_user(id) on delete cascade,
        provider text not null check (provider in ('stripe','sandbox')),
        plan text not null check (plan in ('lite','pro','enterprise')),
        status text not null default 'open' check (status in ('open','complete','expired')),
        success_url text not null,
        cancel_url text not null,
        language text not null default 'pt' check (language in ('pt','en')),
        created_at timestamptz not null default now(),
        completed_at timestamptz null
      )`);
    this.addSql('create index core_checkout_session_workspace_idx on core_checkout_session (workspace_id, created_at desc)');
    this.addSql(`
      create table core_subscription (
        id text primary key,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        provider text not null check (provider in ('stripe','sandbox')),
        customer_id text null,
        plan text not null check (plan in ('lite','pro','enterprise')),
        status text not null check (status in ('active','trialing','past_due','unpaid','canceled','incomplete','incomplete_expired','paused')),
        current_period_end timestamptz null,
        cancel_at_period_end boolean not null default false,
        state_at timestamptz not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index core_subscription_workspace_idx on core_subscription (workspace_id, state_at desc)');
    this.addSql(`
      create table core_billing_event (
        id text primary key,
        type text not null,
        workspace_id uuid null references core_workspace(id) on delete set null,
        outcome text not null,
        provider_created_at timestamptz not null,
        received_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    for (const table of ['core_billing_event', 'core_subscription', 'core_checkout_session']) this.addSql(`drop table if exists ${table}`);
  }
}
