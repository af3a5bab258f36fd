import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { BrandPort, RateLimitPort, rateLimitError, storeWithinCap, type RateLimitRule } from '@otimiza/sdk/server';
import { invitationValidDays, type InvitableRole, type InvitationsResponse, type Language, type PendingInvitation } from '@otimiza/sdk/shared';
import type { Identity } from '../accounts/identity.service.js';
import { newSecretToken } from '../accounts/secret-token.js';
import { APP_CONFIG, type AppConfig, coreSql, isUniqueViolation, MailService, publicUrlOf } from '../../kernel/index.js';
import { invitationMail } from './invitation-mail.js';
import { teamErrors } from './team-errors.js';
import { WorkspaceInvitationSchema } from '../../data/workspace-invitation.entity.js';

/** Invitations one workspace may send in an hour (each is an e-mail to an address its admins typed). */
export const INVITATIONS_PER_WORKSPACE: RateLimitRule = { points: 50, windowSeconds: 3600 };

/** People of a workspace, members and open invitations together: the members' and invitations' lists stay bounded. */
export const MAX_WORKSPACE_PEOPLE = 500;

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** Owners and admins invite people by e-mail, list the invitations still open and revoke them. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limits: RateLimitPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly brands?: BrandPort,
  ) {}

  /** A new invitation e-mailed to `email` (in the inviter's language); one still open for the address stops working. */
  async invite(identity: Identity, input: { email: string; role: InvitableRole }, language: Language): Promise<PendingInvitation> {
    const { auth, user } = identity;
    const decision = await this.limits.consume(`team:invitations:${auth.workspaceId}`, INVITATIONS_PER_WORKSPACE);
    if (!decision.allowed) throw rateLimitError(decision, teamErrors.tooManyInvitations);
    const member = await coreSql(this.em)
      .selectFrom('core_membership as m')
      .innerJoin('core_user as u', 'u.id', 'm.user_id')
      .select('m.user_id')
      .where('m.workspace_id', '=', auth.workspaceId)
      .where('u.email', '=', input.email)
      .executeTakeFirst();
    if (member) throw teamErrors.alreadyMember();

    const { token, hash } = newSecretToken();
    const id = randomUUID();
    try {
      const people = {
        workspaceId: auth.workspaceId,
        name: 'core:people',
        limit: MAX_WORKSPACE_PEOPLE,
        items: {
          pt: { one: 'um convite em aberto ou um membro', many: 'pessoas (membros e convites em aberto)', another: 'outro convite' },
          en: { one: 'an open invitation or a member', many: 'people (members and open invitations)' },
        },
        // The address's own open invitation is replaced below, so it does not count.
        count: async (em: EntityManager) => {
          const [row] = await em.execute<{ people: number }[]>(
            `select (select count(*) from core_membership where workspace_id = ?)
                  + (select count(*) from core_workspace_invitation where workspace_id = ? and accepted_at is null and email <> ?) as people`,
            [auth.workspaceId, auth.workspaceId, input.email],
          );
          return Number(row?.people ?? 0);
        },
      };
      await storeWithinCap(this.em, people, async (em) => {
        await em.nativeDelete(WorkspaceInvitationSchema, { workspace: auth.workspaceId, email: input.email, acceptedAt: null });
        await em.insert(WorkspaceInvitationSchema, {
          id,
          workspace: auth.workspaceId,
          email: input.email,
          role: input.role,
          tokenHash: hash,
          invitedBy: auth.userId,
          expiresAt: raw('now() + make_interval(days => ?)', [invitationValidDays]),
        });
      });
    } catch (error) {
      // Two invitations to one address at the same moment: the unique index keeps one.
      if (isUniqueViolation(error)) throw teamErrors.invitationRace();
      throw error;
    }
    const link = `${publicUrlOf(this.config)}/invite?token=${encodeURIComponent(token)}`;
    const inviterName = `${user.firstName} ${user.lastName}`.trim() || user.email;
    const brand = (await this.brands?.brandOfWorkspace(auth.workspaceId)) ?? null;
    await this.mail.send(invitationMail({ to: input.email, inviterName, workspaceName: user.workspace.name, role: input.role, link, language, brand }));
    const invitation = (await this.list(auth.workspaceId)).invitations.find((candidate) => candidate.id === id);
    if (!invitation) throw teamErrors.invitationNotFound();
    return invitation;
  }

  /** The invitations not accepted yet, newest first; expired ones too, until revoked or sent again. */
  async list(workspaceId: string): Promise<InvitationsResponse> {
    // Kysely for the inviter's name: the query names its workspace.
    const rows = await coreSql(this.em)
      .selectFrom('core_workspace_invitation as i')
      .leftJoin('core_user as u', 'u.id', 'i.invited_by_id')
      .select(['i.id', 'i.email', 'i.role', 'i.created_at', 'i.expires_at', 'u.first_name', 'u.last_name'])
      .where('i.workspace_id', '=', workspaceId)
      .where('i.accepted_at', 'is', null)
      .orderBy('i.created_at', 'desc')
      .execute();
    return {
      invitations: rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        invitedBy: fullName(row.first_name, row.last_name),
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
      })),
    };
  }

  /** Revokes an invitation of the session's workspace (the workspace filter): its link stops working. */
  async revoke(id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(WorkspaceInvitationSchema, { id, acceptedAt: null });
    if (deleted === 0) throw teamErrors.invitationNotFound();
  }
}
