import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import { memberChangeProblem, roleInWorkspace, type MemberChange, type TeamMembersResponse, type WorkspaceRole } from '@otimiza/sdk/shared';
import { coreSql } from '../../kernel/index.js';
import { teamErrors } from './team-errors.js';
import { withdrawLostAccess, resellerRoleOf } from './workspace-access.js';

/** The workspace's members: the list, role changes and removals under the rules of `memberChangeProblem` (the SDK's, which the web mirrors). */
@Injectable()
export class MembersService {
  constructor(private readonly em: EntityManager) {}

  async list(workspaceId: string): Promise<TeamMembersResponse> {
    const rows = await coreSql(this.em)
      .selectFrom('core_membership as m')
      .innerJoin('core_user as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'm.role', 'm.created_at'])
      .where('m.workspace_id', '=', workspaceId)
      .orderBy('m.created_at', 'asc')
      .orderBy('u.email', 'asc')
      .execute();
    return {
      members: rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        role: row.role,
        joinedAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  async changeRole(auth: AuthContext, userId: string, role: WorkspaceRole): Promise<TeamMembersResponse> {
    await this.change(auth, userId, { kind: 'role', role });
    return this.list(auth.workspaceId);
  }

  /** Removes a member; their sessions in this workspace (and in the client workspaces it manages) move to their first workspace (their own), and their API keys there are revoked. */
  async remove(auth: AuthContext, userId: string): Promise<TeamMembersResponse> {
    await this.change(auth, userId, { kind: 'remove' });
    return this.list(auth.workspaceId);
  }

  private async change(auth: AuthContext, userId: string, change: MemberChange): Promise<void> {
    const workspaceId = auth.workspaceId;
    await this.em.transactional(async (em) => {
      const db = coreSql(em);
      // One change of the workspace's members at a time: two owners demoting each other cannot leave it without one.
      await db.selectFrom('core_workspace').select('id').where('id', '=', workspaceId).forUpdate().execute();
      const members = await db.selectFrom('core_membership').select(['user_id', 'role']).where('workspace_id', '=', workspaceId).execute();
      const target = members.find((member) => member.user_id === userId);
      if (!target) throw teamErrors.memberNotFound();
      const owners = members.filter((member) => member.role === 'owner').length;
      // The actor's role as it is now, under the lock: it may have changed since the request began
      // (a reseller's people act in its client workspaces through their role there).
      const actorRole =
        roleInWorkspace(members.find((member) => member.user_id === auth.userId)?.role ?? null, await resellerRoleOf(db, auth.userId, workspaceId)) ?? 'viewer';
      const problem = memberChangeProblem({ actorRole, targetRole: target.role, change, owners });
      if (problem) throw teamErrors.memberChange(problem);

      if (change.kind === 'role') {
        await db.updateTable('core_membership').set({ role: change.role }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
        return;
      }
      await db.deleteFrom('core_membership').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
      await withdrawLostAccess(db, userId, workspaceId);
    });
  }
}
