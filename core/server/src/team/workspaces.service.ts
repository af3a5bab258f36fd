import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { ApiUser, WorkspaceSeats, WorkspacesResponse } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import type { Request } from 'express';
import { IdentityService } from '../accounts/identity.service.js';
import { SessionService } from '../accounts/session.service.js';
import { coreSql } from '../database/core-sql.js';
import { effectivePlanOf } from '../entitlements/effective-plan.js';
import { teamErrors } from './team-errors.js';

/** The user's workspaces, switching the session between them, and the seats of the session's one. */
@Injectable()
export class WorkspacesService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly identities: IdentityService,
  ) {}

  /** Every workspace the user is a member of, the session's first, then in the order joined. */
  async list(auth: AuthContext): Promise<WorkspacesResponse> {
    const rows = await coreSql(this.em)
      .selectFrom('core_membership as m')
      .innerJoin('core_workspace as w', 'w.id', 'm.workspace_id')
      .select(['w.id', 'w.name', 'w.plan', 'w.granted_plan', 'w.temporary_enterprise_until', 'm.role'])
      .where('m.user_id', '=', auth.userId)
      .where('w.is_demo', '=', false)
      .orderBy('m.created_at', 'asc')
      .execute();
    const now = new Date();
    const workspaces = rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      plan: effectivePlanOf({
        plan: row.plan,
        grantedPlan: row.granted_plan,
        temporaryEnterpriseUntil: row.temporary_enterprise_until ? new Date(row.temporary_enterprise_until) : null,
        mode: 'user',
        now,
      }),
      current: row.id === auth.workspaceId,
    }));
    return { workspaces: [...workspaces.filter((w) => w.current), ...workspaces.filter((w) => !w.current)] };
  }

  /** The session moves to another workspace of the user; one they are not a member of answers the 404 of a missing one. */
  async switchTo(request: Request, workspaceId: string): Promise<{ user: ApiUser }> {
    if (!(await this.sessions.switchWorkspace(request, workspaceId))) throw teamErrors.workspaceNotFound();
    const session = await this.sessions.resolve(request);
    const identity = session ? await this.identities.load(session) : null;
    if (!identity) throw teamErrors.workspaceNotFound();
    return { user: identity.user };
  }

  async seats(workspaceId: string): Promise<WorkspaceSeats> {
    const row = await coreSql(this.em)
      .selectNoFrom((eb) => [
        eb
          .selectFrom('core_membership')
          .select(sql<string>`count(*)`.as('n'))
          .where('workspace_id', '=', workspaceId)
          .as('members'),
        eb
          .selectFrom('core_workspace_invitation')
          .select(sql<string>`count(*)`.as('n'))
          .where('workspace_id', '=', workspaceId)
          .where('accepted_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .as('pending'),
      ])
      .executeTakeFirstOrThrow();
    return { members: Number(row.members), pendingInvitations: Number(row.pending) };
  }
}
