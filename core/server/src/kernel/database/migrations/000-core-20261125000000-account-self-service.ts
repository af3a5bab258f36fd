import { Migration } from '@mikro-orm/migrations';

/**
 * Account self-service: e-mail tokens also reset a forgotten password and confirm a new e-mail
 * address (the address waits in `new_email` until its link is used).
 */
export class CoreAccountSelfServiceMigration extends Migration {
  override up(): void {
    this.addSql('alter table core_email_token drop constraint if exists core_email_token_purpose_check');
    this.addSql(
      `alter table core_email_token add constraint core_email_token_purpose_check check (purpose in ('verify-email','reset-password','change-email'))`,
    );
    this.addSql('alter table core_email_token add column new_email text null');
    this.addSql(`alter table core_email_token add constraint core_email_token_new_email_check check ((purpose = 'change-email') = (new_email is not null))`);
    this.addSql('create index core_email_token_user_purpose_idx on core_email_token (user_id, purpose) where used_at is null');
  }

  override down(): void {
    this.addSql(`delete from core_email_token where purpose <> 'verify-email'`);
    this.addSql('drop index if exists core_email_token_user_purpose_idx');
    this.addSql('alter table core_email_token drop constraint if exists core_email_token_new_email_check');
    this.addSql('alter table core_email_token drop column if exists new_email');
    this.addSql('alter table core_email_token drop constraint if exists core_email_token_purpose_check');
    this.addSql(`alter table core_email_token add constraint core_email_token_purpose_check check (purpose in ('verify-email'))`);
  }
}
