import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '@otimiza/sdk/server';
import type { ApiUser, WorkspaceSeats, WorkspacesResponse } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import type { Request } from 'express';
import { IdentityService } from '../accounts/identity.service.js';
import { SessionService } from '../accounts/session.service.js';
import { coreSql } from '../../kernel/index.js';
import { effectivePlanOf } from '../plans/effective-plan.js';
import { planningColumn } from '../plans/planning-column.js';
import { teamErrors } from './team-errors.js';
import { workspaceAccessOf } from './workspace-access.js';

/** The user's workspaces, switching the session between them, and the seats of the session's one. */
@Injectable()
export class WorkspacesService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly identities: IdentityService,
  ) {}

  /** Every workspace the user acts in (see workspaceAccessOf), the session's first, then in the order joined. */
  async list(auth: AuthContext): Promise<WorkspacesResponse> {
    const db = coreSql(this.em);
    const rows = await db
      .selectFrom(workspaceAccessOf(db, auth.userId).as('a'))
      .innerJoin('core_workspace as w', 'w.id', 'a.workspace_id')
      .leftJoin('core_workspace as r', 'r.id', 'w.managed_by')
      .select(['w.id', 'w.name', 'a.role', 'w.managed_by', 'r.name as reseller_name'])
      .select([planningColumn('plan'), planningColumn('granted_plan'), planningColumn('temporary_enterprise_until')])
      .where('w.is_demo', '=', false)
      .orderBy('a.joined_at', 'asc')
      .orderBy('w.name', 'asc')
      .execute();
    const now = new Date();
    const workspaces = rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      plan: effectivePlanOf({
        plan: row.plan ?? 'free',
        grantedPlan: row.granted_plan,
        temporaryEnterpriseUntil: row.temporary_enterprise_until ? new Date(row.temporary_enterprise_until) : null,
        mode: 'user',
        now,
      }),
      current: row.id === auth.workspaceId,
      managedBy: row.managed_by && row.reseller_name ? { id: row.managed_by, name: row.reseller_name } : null,
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
