import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, WorkspaceSchema } from '@otimiza/sdk/server';
import type { AccountMessageResponse, Language } from '@otimiza/sdk/shared';
import type { Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import type { Identity } from '../accounts/identity.service.js';
import { SessionService } from '../accounts/session.service.js';
import { SubscriptionCancellationService } from '../billing/subscription-cancellation.service.js';
import { coreSql, MailService } from '../../kernel/index.js';
import { AccountDeletionPlanner } from './account-deletion.planner.js';
import { CurrentPasswordService } from './current-password.service.js';
import { goodbyeMail } from './mails/goodbye-mail.js';

const msg = {
  demo: { pt: 'A conta de demonstração não pode ser excluída.', en: 'The demo account cannot be deleted.' },
  membersWithoutOwner: {
    pt: 'Você é o único proprietário de um espaço de trabalho com outros membros. Passe a propriedade a outro membro ou remova os membros antes de excluir a conta.',
    en: 'You are the only owner of a workspace with other members. Make another member an owner or remove the members before deleting the account.',
  },
  deleted: { pt: 'Sua conta foi excluída.', en: 'Your account was deleted.' },
} as const;

/**
 * 'Excluir minha conta' (LGPD art. 18, VI): after the password, the subscriptions of the
 * workspaces that go are cancelled first (nothing is deleted when that fails), then the
 * workspaces the user owns alone (everything in them cascades) and the user (memberships,
 * sessions, tokens); a goodbye e-mail follows.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly planner: AccountDeletionPlanner,
    private readonly currentPassword: CurrentPasswordService,
    private readonly cancellation: SubscriptionCancellationService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly logger: PinoLogger,
  ) {}

  async delete(identity: Identity, password: string, response: Response, language: Language): Promise<AccountMessageResponse> {
    const { userId } = identity.auth;
    const plan = await this.planner.plan(userId);
    if (plan.blockedBy === 'demo') throw new ApiError('FORBIDDEN', 403, msg.demo, { code: 'DEMO_ACCOUNT' });
    if (plan.blockedBy === 'members-without-owner') throw new ApiError('VALIDATION_ERROR', 409, msg.membersWithoutOwner, { code: 'WORKSPACE_HAS_MEMBERS' });
    await this.currentPassword.assert(userId, password, 'password', language);

    let cancelled = 0;
    for (const workspaceId of plan.workspacesToDelete) cancelled += await this.cancellation.cancelAll(workspaceId);

    const user = await this.em.transactional(async (em) => {
      if (plan.workspacesToDelete.length) await em.nativeDelete(WorkspaceSchema, { id: { $in: plan.workspacesToDelete } });
      return coreSql(em).deleteFrom('core_user').where('id', '=', userId).returning(['email', 'first_name']).executeTakeFirst();
    });
    this.sessions.clearCookie(response);
    this.logger.info({ user: userId, workspaces: plan.workspacesToDelete, subscriptionsCancelled: cancelled }, 'account deleted');
    if (user) {
      await this.mail
        .send(
          goodbyeMail({
            to: user.email,
            firstName: user.first_name,
            workspaceDeleted: plan.workspacesToDelete.length > 0,
            subscriptionsCancelled: cancelled,
            language,
          }),
        )
        .catch((error: unknown) => this.logger.error({ err: error }, 'the goodbye e-mail could not be queued'));
    }
    return { success: true, message: msg.deleted[language] };
  }
}
