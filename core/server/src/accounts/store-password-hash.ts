import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { coreSql } from '../database/core-sql.js';

/** Stores the user's new password hash (a user who had none gets one) and marks the account changed. */
export async function storePasswordHash(em: EntityManager, userId: string, passwordHash: string): Promise<void> {
  const db = coreSql(em);
  await db
    .insertInto('core_user_credential')
    .values({ user_id: userId, password_hash: passwordHash })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: sql`now()` }))
    .execute();
  await db
    .updateTable('core_user')
    .set({ updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
