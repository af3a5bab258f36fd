import { Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceMembersPort, type WorkspaceMember } from '@otimiza/sdk/server';
import type { WorkspaceRole } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import { coreSql } from '../../kernel/index.js';

/** WorkspaceMembersPort on the core's memberships, users and sessions: the one place plugins' reads of them go through. */
@Injectable()
export class WorkspaceMembersPortAdapter extends WorkspaceMembersPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async membersOf(
    workspaceIds: readonly string[],
    filter: { userIds?: readonly string[] | null; roles?: readonly WorkspaceRole[] | null } = {},
  ): Promise<WorkspaceMember[]> {
    if (workspaceIds.length === 0 || filter.userIds?.length === 0 || filter.roles?.length === 0) return [];
    let query = coreSql(this.em.fork())
      .selectFrom('core_membership as m')
      .innerJoin('core_user as u', 'u.id', 'm.user_id')
      .select(['m.workspace_id', 'm.user_id', 'm.role', 'm.created_at', 'u.email', 'u.first_name', 'u.last_name'])
      .where('m.workspace_id', 'in', [...workspaceIds])
      .orderBy('m.created_at')
      .orderBy('m.workspace_id')
      .orderBy('m.user_id');
    if (filter.userIds) query = query.where('m.user_id', 'in', [...filter.userIds]);
    if (filter.roles) query = query.where('m.role', 'in', [...filter.roles]);
    const rows = await query.execute();
    return rows.map((row) => ({
      workspaceId: row.workspace_id,
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      joinedAt: new Date(row.created_at),
    }));
  }

  async workspacesOf(userId: string): Promise<string[]> {
    const rows = await coreSql(this.em.fork())
      .selectFrom('core_membership')
      .select('workspace_id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('workspace_id')
      .execute();
    return rows.map((row) => row.workspace_id);
  }

  async activeUsers(workspaceId: string, days: number): Promise<number> {
    const row = await coreSql(this.em.fork())
      .selectFrom('core_session')
      .where('workspace_id', '=', workspaceId)
      .where('last_seen_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
      .select((eb) => eb.cast<number>(eb.fn.count('user_id').distinct(), 'integer').as('users'))
      .executeTakeFirstOrThrow();
    return row.users;
  }
}

/** Provides WorkspaceMembersPort (the team module re-exports it to the app module, which hands it to every module). */
@Module({
  providers: [WorkspaceMembersPortAdapter, { provide: WorkspaceMembersPort, useExisting: WorkspaceMembersPortAdapter }],
  exports: [WorkspaceMembersPort],
})
export class WorkspaceMembersPortModule {}
