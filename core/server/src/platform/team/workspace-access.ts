import { sql, type Kysely } from 'kysely';
import type { WorkspaceRole } from '@otimiza/sdk/shared';
import type { CoreTables } from '../../kernel/index.js';

/**
 * The workspaces a user acts in, one row per workspace with their role there: the workspaces they
 * are a member of, and the client workspaces those manage (a reseller's people work for its
 * clients: its owners as admins there, everyone else with the role they have at the reseller).
 * Someone who is both gets the higher of the two roles. `joined_at` orders them as joined.
 */
export function workspaceAccessOf(db: Kysely<CoreTables>, userId: string) {
  const direct = db
    .selectFrom('core_membership as m')
    .select(['m.workspace_id', sql<WorkspaceRole>`m.role`.as('role'), 'm.created_at as joined_at'])
    .where('m.user_id', '=', userId);
  const throughReseller = db
    .selectFrom('core_membership as m')
    .innerJoin('core_workspace as client', 'client.managed_by', 'm.workspace_id')
    .select([
      'client.id as workspace_id',
      sql<WorkspaceRole>`case when m.role = 'owner' then 'admin' else m.role end`.as('role'),
      'client.created_at as joined_at',
    ])
    .where('m.user_id', '=', userId);
  return db
    .selectFrom(direct.unionAll(throughReseller).as('access'))
    .distinctOn('access.workspace_id')
    .select(['access.workspace_id', 'access.role', 'access.joined_at'])
    .orderBy('access.workspace_id')
    .orderBy(sql`case access.role when 'owner' then 3 when 'admin' then 2 when 'member' then 1 else 0 end`, 'desc');
}

/** The user's role at the reseller that manages `workspaceId`, or null (not a client workspace, or not a member there). */
export async function resellerRoleOf(db: Kysely<CoreTables>, userId: string, workspaceId: string): Promise<WorkspaceRole | null> {
  const row = await db
    .selectFrom('core_workspace as w')
    .innerJoin('core_membership as m', 'm.workspace_id', 'w.managed_by')
    .select('m.role')
    .where('w.id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** After the user lost access to `workspaceId`: it and those of its client workspaces they no longer reach. */
async function workspacesLostBy(db: Kysely<CoreTables>, userId: string, workspaceId: string): Promise<string[]> {
  const affected = await db
    .selectFrom('core_workspace')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', workspaceId), eb('managed_by', '=', workspaceId)]))
    .execute();
  const reached = new Set((await workspaceAccessOf(db, userId).execute()).map((row) => row.workspace_id));
  return affected.map((row) => row.id).filter((id) => !reached.has(id));
}

/**
 * After the user lost access to `workspaceId` (removed, or the workspace is going), in it and in its
 * client workspaces that they no longer reach: the public API keys they created there are revoked for
 * good (added again, they make new ones), and their sessions there move to their first workspace (their
 * own); a user with no workspace left (none in practice: everyone owns the one made at sign-up) is signed out.
 */
export async function withdrawLostAccess(db: Kysely<CoreTables>, userId: string, workspaceId: string): Promise<void> {
  const lost = await workspacesLostBy(db, userId, workspaceId);
  if (!lost.length) return;
  await db
    .updateTable('core_api_key')
    .set({ revoked_at: sql`now()` })
    .where('created_by', '=', userId)
    .where('workspace_id', 'in', lost)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('core_session as s')
    .set((eb) => ({
      workspace_id: eb
        .selectFrom('core_membership as m')
        .select('m.workspace_id')
        .whereRef('m.user_id', '=', 's.user_id')
        .orderBy('m.created_at', 'asc')
        .limit(1),
    }))
    .where('s.user_id', '=', userId)
    .where('s.workspace_id', 'in', lost)
    .where(({ exists, selectFrom }) => exists(selectFrom('core_membership as o').select('o.user_id').whereRef('o.user_id', '=', 's.user_id')))
    .execute();
  await db.deleteFrom('core_session').where('user_id', '=', userId).where('workspace_id', 'in', lost).execute();
}
