import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { coreSql } from '../../kernel/index.js';

/**
 * Stores the user's new password hash (a user who had none gets one) and marks the account changed;
 * with `verifyEmail` (a reset through a link sent to the address), the address counts as verified too.
 * With `replacing`, only while that hash is still the stored one (a change checked against the
 * current password: of parallel changes one wins); answers whether it stored.
 */
export async function storePasswordHash(
  em: EntityManager,
  userId: string,
  passwordHash: string,
  options: { verifyEmail?: boolean; replacing?: string } = {},
): Promise<boolean> {
  const db = coreSql(em);
  const stored = await db
    .insertInto('core_user_credential')
    .values({ user_id: userId, password_hash: passwordHash })
    .onConflict((conflict) => {
      const update = conflict.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: sql`now()` });
      return options.replacing === undefined ? update : update.where('core_user_credential.password_hash', '=', options.replacing);
    })
    .returning('user_id')
    .executeTakeFirst();
  if (!stored) return false;
  await db
    .updateTable('core_user')
    .set(options.verifyEmail ? { updated_at: sql`now()`, email_verified_at: sql`coalesce(email_verified_at, now())` } : { updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  return true;
}
