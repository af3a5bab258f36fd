import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { hashToken, newSecretToken } from './secret-token.js';

export const VERIFY_EMAIL_HOURS = 24;

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Single-use, expiring e-mail tokens; only their hash is stored. */
@Injectable()
export class EmailTokenService {
  constructor(private readonly em: EntityManager) {}

  async issue(userId: string): Promise<string> {
    const { token, hash } = newSecretToken();
    await this.em.getConnection().execute(
      `insert into core_email_token (id, user_id, purpose, token_hash, expires_at)
       values (?, ?, 'verify-email', ?, now() + make_interval(hours => ?))`,
      [randomUUID(), userId, hash, VERIFY_EMAIL_HOURS],
    );
    return token;
  }

  /** Marks the token used in the same statement that checks it, so two clicks cannot both succeed. */
  async consume(token: string): Promise<ConsumeResult> {
    const connection = this.em.getConnection();
    const hash = hashToken(token);
    const [used] = await connection.execute<{ user_id: string }[]>(
      `update core_email_token set used_at = now()
       where token_hash = ? and purpose = 'verify-email' and used_at is null and expires_at > now()
       returning user_id`,
      [hash],
    );
    if (used) return { ok: true, userId: used.user_id };
    const [row] = await connection.execute<{ used_at: Date | null }[]>('select used_at from core_email_token where token_hash = ?', [hash]);
    if (!row) return { ok: false, reason: 'unknown' };
    return { ok: false, reason: row.used_at ? 'used' : 'expired' };
  }
}
