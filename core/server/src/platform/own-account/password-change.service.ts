import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountMessageResponse, Language } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import { EmailTokenService } from '../accounts/email-token.service.js';
import type { Identity } from '../accounts/identity.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { PasswordPolicy } from '../accounts/password-policy.js';
import { SessionService } from '../accounts/session.service.js';
import { storePasswordHash } from '../accounts/store-password-hash.js';
import { CurrentPasswordService, wrongPasswordError } from './current-password.service.js';

const changed = {
  pt: 'Senha alterada. As sessões abertas em outros navegadores foram encerradas.',
  en: 'Password changed. The sessions open in other browsers were closed.',
};

/** 'Alterar senha': the current password first, the same strength rules as sign-up; other sessions end, this one stays. */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordService,
    private readonly policy: PasswordPolicy,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: EmailTokenService,
  ) {}

  async change(
    identity: Identity,
    input: { currentPassword: string; password: string },
    request: Request,
    language: Language,
  ): Promise<AccountMessageResponse> {
    const { user } = identity;
    const current = await this.currentPassword.assert(user.id, input.currentPassword, 'currentPassword', language);
    this.policy.assertStrong(input.password, { email: user.email, firstName: user.firstName, lastName: user.lastName }, language);
    const passwordHash = await this.passwords.hash(input.password);
    // Of parallel changes checked against one password, one replaces it; the others find it changed.
    if (!(await storePasswordHash(this.em, user.id, passwordHash, { replacing: current }))) throw wrongPasswordError('currentPassword', language);
    await this.sessions.revokeOthers(user.id, request);
    // A reset link still in a mailbox would undo this change.
    await this.tokens.revoke(user.id, 'reset-password');
    return { success: true, message: changed[language] };
  }
}
