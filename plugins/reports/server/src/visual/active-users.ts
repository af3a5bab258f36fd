import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/**
 * The core's sessions as this read needs them. The session table is the core's and not in the SDK:
 * only the three columns read here are typed, and nothing is written.
 */
interface SessionTables {
  core_session: { user_id: string; workspace_id: string; last_seen_at: Date };
}

/** People who used the workspace in the last `days` days: distinct users of its sessions seen since then. */
export async function activeUsersOf(em: EntityManager, workspaceId: string, days = 30): Promise<number> {
  const row = await em
    .getKysely<SessionTables>()
    .selectFrom('core_session')
    .where('workspace_id', '=', workspaceId)
    .where('last_seen_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .select((eb) => eb.cast<number>(eb.fn.count('user_id').distinct(), 'integer').as('users'))
    .executeTakeFirstOrThrow();
  return row.users;
}
