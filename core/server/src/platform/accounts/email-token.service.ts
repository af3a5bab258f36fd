import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { coreSql } from '../../kernel/index.js';
import { EmailTokenSchema, type EmailTokenPurpose } from '../../data/email-token.entity.js';
import { hashToken, newSecretToken } from './secret-token.js';

export const VERIFY_EMAIL_HOURS = 24;
export const RESET_PASSWORD_MINUTES = 60;
export const CHANGE_EMAIL_HOURS = 24;

export type { EmailTokenPurpose } from '../../data/email-token.entity.js';

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
    await this.em.insert(EmailTokenSchema, {
      id: randomUUID(),
      user: userId,
      purpose,
      tokenHash: hash,
      newEmail,
      expiresAt: raw('now() + make_interval(mins => ?)', [lifetimeMinutes[purpose]]),
    });
    return token;
  }

  /** Marks the token used in the same statement that checks it, so two clicks cannot both succeed. */
  async consume(token: string, purpose: EmailTokenPurpose = 'verify-email'): Promise<ConsumeResult> {
    const hash = hashToken(token);
    const used = await coreSql(this.em)
      .updateTable('core_email_token')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('user_id')
      .executeTakeFirst();
    if (used) return { ok: true, userId: used.user_id };
    return { ok: false, reason: await this.whyNot(hash, purpose) };
  }

  /** Why a token was refused: never issued for this purpose, already used, or expired. */
  async whyNot(hash: string, purpose: EmailTokenPurpose): Promise<'unknown' | 'used' | 'expired'> {
    const row = await this.em.findOne(EmailTokenSchema, { tokenHash: hash, purpose }, { fields: ['usedAt'] });
    if (!row) return 'unknown';
    return row.usedAt ? 'used' : 'expired';
  }

  /** The purpose a token was issued for, or null for a token never issued. */
  async purposeOf(token: string): Promise<EmailTokenPurpose | null> {
    const row = await this.em.findOne(EmailTokenSchema, { tokenHash: hashToken(token) }, { fields: ['purpose'] });
    return row?.purpose ?? null;
  }

  /** Voids the user's unused tokens of a purpose: older reset links after a reset, an earlier pending e-mail change. */
  async revoke(userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await this.em.nativeDelete(EmailTokenSchema, { user: userId, purpose, usedAt: null });
  }
}
