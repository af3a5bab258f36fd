import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort } from '@otimiza/sdk/server';
import type { InvitationAccepted, InvitationLookup, WorkspaceRole } from '@otimiza/sdk/shared';
import { sql } from 'kysely';
import type { Request } from 'express';
import type { Identity } from '../accounts/identity.service.js';
import { hashToken } from '../accounts/secret-token.js';
import { SessionService } from '../accounts/session.service.js';
import { coreSql } from '../../kernel/index.js';
import { teamErrors } from './team-errors.js';

/**
 * The invitee's side of an invitation: what the link is for, and joining. Crosses workspaces by
 * design (the invitee's session is in another one), so it reads by the token's hash with Kysely,
 * which names no workspace.
 */
@Injectable()
export class InvitationAcceptanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly entitlements: EntitlementsPort,
  ) {}

  /** The invitation behind a token, for the /invite page; 400 INVITATION_UNKNOWN for none (or revoked). */
  async lookup(token: string): Promise<InvitationLookup> {
    const row = await this.invitationOf(hashToken(token));
    if (!row) throw teamErrors.invitationUnknown();
    return {
      workspaceName: row.workspace_name,
      invitedBy: row.inviter_first_name === null ? null : `${row.inviter_first_name} ${row.inviter_last_name ?? ''}`.trim(),
      email: row.email,
      role: row.role,
      status: row.accepted_at ? 'used' : row.expired ? 'expired' : 'pending',
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  /**
   * The signed-in invitee joins the workspace with the invitation's role, and the session moves to
   * it. The account's e-mail must be the invited one: the link was sent there, so a forwarded or
   * leaked link cannot bring in someone else. Spent in the statement that checks it: parallel
   * accepts of one token join once.
   */
  async accept(identity: Identity, token: string, request: Request): Promise<InvitationAccepted> {
    const { auth } = identity;
    const hash = hashToken(token);
    const invitation = await this.invitationOf(hash);
    if (!invitation) throw teamErrors.invitationUnknown();
    if (invitation.accepted_at) throw teamErrors.invitationUsed();
    if (invitation.expired) throw teamErrors.invitationExpired();
    if (invitation.email !== auth.email.toLowerCase()) throw teamErrors.invitationForAnotherEmail(invitation.email);
    if (!(await this.entitlements.featuresOf(invitation.workspace_id)).has('userManagement')) throw teamErrors.workspaceWithoutUserManagement();

    const role = await this.em.transactional(async (em) => {
      const db = coreSql(em);
      const spent = await db
        .updateTable('core_workspace_invitation')
        .set({ accepted_at: sql`now()`, accepted_by_id: auth.userId, updated_at: sql`now()` })
        .where('token_hash', '=', hash)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['workspace_id', 'role'])
        .executeTakeFirst();
      if (!spent) throw teamErrors.invitationUsed();
      // Someone already in the workspace (another invitation was accepted first) keeps the role they have.
      await db
        .insertInto('core_membership')
        .values({ workspace_id: spent.workspace_id, user_id: auth.userId, role: spent.role })
        .onConflict((conflict) => conflict.columns(['workspace_id', 'user_id']).doNothing())
        .execute();
      const membership = await db
        .selectFrom('core_membership')
        .select('role')
        .where('workspace_id', '=', spent.workspace_id)
        .where('user_id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      return membership.role as WorkspaceRole;
    });
    await this.sessions.switchWorkspace(request, invitation.workspace_id);
    return { workspace: { id: invitation.workspace_id, name: invitation.workspace_name, role } };
  }

  private invitationOf(tokenHash: string) {
    return coreSql(this.em)
      .selectFrom('core_workspace_invitation as i')
      .innerJoin('core_workspace as w', 'w.id', 'i.workspace_id')
      .leftJoin('core_user as u', 'u.id', 'i.invited_by_id')
      .select(['i.workspace_id', 'i.email', 'i.role', 'i.accepted_at', 'i.expires_at', 'w.name as workspace_name'])
      .select(['u.first_name as inviter_first_name', 'u.last_name as inviter_last_name'])
      .select(sql<boolean>`i.expires_at <= now()`.as('expired'))
      .where('i.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }
}
