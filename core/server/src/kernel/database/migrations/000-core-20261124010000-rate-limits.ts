import { Migration } from '@mikro-orm/migrations';

/**
 * One counter per rate-limit key in a fixed window (RateLimitPort); it replaces the login
 * throttle's table, whose read-then-write let parallel attempts through.
 */
export class CoreRateLimitsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table core_rate_limit (
        key text primary key,
        hits integer not null,
        window_ends_at timestamptz not null
      )`);
    this.addSql('create index core_rate_limit_window_ends_at_idx on core_rate_limit (window_ends_at)');
    this.addSql('drop table if exists core_login_throttle');
  }

  override down(): void {
    this.addSql(`
      create table core_login_throttle (
        email text not null,
        address text not null,
        consecutive_failures integer not null default 0,
        last_failure_at timestamptz not null default now(),
        primary key (email, address)
      )`);
    this.addSql('drop table if exists core_rate_limit');
  }
}
