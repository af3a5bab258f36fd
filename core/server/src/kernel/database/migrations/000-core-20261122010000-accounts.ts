import { Migration } from '@mikro-orm/migrations';

export class CoreAccountsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table core_user (
        id uuid primary key,
        email text not null unique,
        password_hash text not null,
        first_name text not null,
        last_name text not null,
        profile_image_url text null,
        email_verified_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table core_workspace (
        id uuid primary key,
        name text not null,
        plan text not null default 'free' check (plan in ('free','lite','pro','enterprise')),
        pending_plan text null check (pending_plan in ('lite','pro','enterprise')),
        temporary_enterprise_until timestamptz null,
        trial_started_at timestamptz null,
        is_demo boolean not null default false,
        demo_token text null unique,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table core_membership (
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        user_id uuid not null references core_user(id) on delete cascade,
        role text not null check (role in ('owner','admin','member')),
        created_at timestamptz not null default now(),
        primary key (workspace_id, user_id)
      )`);
    this.addSql('create index core_membership_user_idx on core_membership (user_id)');
    this.addSql(`
      create table core_session (
        token_hash text primary key,
        user_id uuid not null references core_user(id) on delete cascade,
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        is_demo boolean not null default false,
        created_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`);
    this.addSql('create index core_session_user_idx on core_session (user_id)');
    this.addSql(`
      create table core_email_token (
        id uuid primary key,
        user_id uuid not null references core_user(id) on delete cascade,
        purpose text not null check (purpose in ('verify-email')),
        token_hash text not null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table core_monthly_usage (
        workspace_id uuid not null references core_workspace(id) on delete cascade,
        month text not null,
        analyses integer not null default 0,
        primary key (workspace_id, month)
      )`);
    this.addSql(`
      create table core_login_throttle (
        email text not null,
        address text not null,
        consecutive_failures integer not null default 0,
        last_failure_at timestamptz not null default now(),
        primary key (email, address)
      )`);
    this.addSql(`
      create table core_mail_outbox (
        id uuid primary key,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        links jsonb not null default '[]',
        provider text not null check (provider in ('outbox','sendgrid')),
        status text not null check (status in ('stored','sent','failed')),
        error text null,
        created_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    for (const table of [
      'core_mail_outbox',
      'core_login_throttle',
      'core_monthly_usage',
      'core_email_token',
      'core_session',
      'core_membership',
      'core_workspace',
      'core_user',
    ]) {
      this.addSql(`drop table if exists ${table}`);
    }
  }
}
