import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashToken, newSecretToken } from './secret-token.js';

export const VERIFY_EMAIL_HOURS = 24;
export const RESET_PASSWORD_MINUTES = 60;
export const CHANGE_EMAIL_HOURS = 24;

/** What a link is for: confirming the address at sign-up, resetting a forgotten password, confirming a new address. */
export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

const lifetimeMinutes: Record<EmailTokenPurpose, number> = {
  'verify-email': VERIFY_EMAIL_HOURS * 60,
  'reset-password': RESET_PASSWORD_MINUTES,
  'change-email': CHANGE_EMAIL_HOURS * 60,
};

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Single-use, expiring e-mail tokens; only their hash is stored. */
@Injectable()
export class EmailTokenService {
  constructor(private readonly em: EntityManager) {}

  /** A new token; `newEmail` is the address a 'change-email' token confirms. */
  async issue(userId: string, purpose: EmailTokenPurpose = 'verify-email', newEmail: string | null = null): Promise<string> {
    const { token, hash } = newSecretToken();
    await this.em.getConnection().execute(
      `insert into core_email_token (id, user_id, purpose, token_hash, new_email, expires_at)
       values (?, ?, ?, ?, ?, now() + make_interval(mins => ?))`,
      [randomUUID(), userId, purpose, hash, newEmail, lifetimeMinutes[purpose]],
    );
    return token;
  }

  /** Marks the token used in the same statement that checks it, so two clicks cannot both succeed. */
  async consume(token: string, purpose: EmailTokenPurpose = 'verify-email'): Promise<ConsumeResult> {
    const connection = this.em.getConnection();
    const hash = hashToken(token);
    const [used] = await connection.execute<{ user_id: string }[]>(
      `update core_email_token set used_at = now()
       where token_hash = ? and purpose = ? and used_at is null and expires_at > now()
       returning user_id`,
      [hash, purpose],
    );
    if (used) return { ok: true, userId: used.user_id };
    return { ok: false, reason: await this.whyNot(hash, purpose) };
  }

  /** Why a token was refused: never issued for this purpose, already used, or expired. */
  async whyNot(hash: string, purpose: EmailTokenPurpose): Promise<'unknown' | 'used' | 'expired'> {
    const [row] = await this.em
      .getConnection()
      .execute<{ used_at: Date | null }[]>('select used_at from core_email_token where token_hash = ? and purpose = ?', [hash, purpose]);
    if (!row) return 'unknown';
    return row.used_at ? 'used' : 'expired';
  }

  /** The purpose a token was issued for, or null for a token never issued. */
  async purposeOf(token: string): Promise<EmailTokenPurpose | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ purpose: EmailTokenPurpose }[]>('select purpose from core_email_token where token_hash = ?', [hashToken(token)]);
    return row?.purpose ?? null;
  }

  /** Voids the user's unused tokens of a purpose: older reset links after a reset, an earlier pending e-mail change. */
  async revoke(userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await this.em
      .getConnection()
      .execute('delete from core_email_token where user_id = ? and purpose = ? and used_at is null', [userId, purpose]);
  }
}
