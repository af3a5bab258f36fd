import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, UserSchema } from '@otimiza/sdk/server';
import type { EmailChangeResponse, Language } from '@otimiza/sdk/shared';
import { EmailTokenService } from '../accounts/email-token.service.js';
import type { Identity } from '../accounts/identity.service.js';
import { APP_CONFIG, type AppConfig, MailService, publicUrlOf } from '../../kernel/index.js';
import { AccountThrottleService } from './account-throttle.service.js';
import { CurrentPasswordService } from './current-password.service.js';
import { emailChangeNoticeMail, newEmailConfirmationMail } from './mails/email-change-mails.js';

const msg = {
  same: { pt: 'Este já é o e-mail da sua conta.', en: 'This is already your account’s e-mail.' },
  taken: { pt: 'Este e-mail já está em uso por outra conta.', en: 'This e-mail is already used by another account.' },
  sent: (email: string) => ({
    pt: `Enviamos um link de confirmação para ${email}. O e-mail da conta só muda quando esse link for usado.`,
    en: `We sent a confirmation link to ${email}. The account's e-mail changes only when that link is used.`,
  }),
};

/**
 * 'Alterar e-mail', first half: after the password, a link to the new address (the change waits
 * for it, see EmailAddressChangeService) and a notice to the current one. A new request replaces
 * a pending one.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly currentPassword: CurrentPasswordService,
    private readonly throttle: AccountThrottleService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(identity: Identity, input: { email: string; password: string }, language: Language): Promise<EmailChangeResponse> {
    const { user } = identity;
    await this.currentPassword.assert(user.id, input.password, 'password', language);
    if (input.email === user.email) {
      throw new ApiError('VALIDATION_ERROR', 400, msg.same, { code: 'SAME_EMAIL', source: 'body', fields: [{ path: 'email', message: msg.same[language] }] });
    }
    const taken = await this.em.count(UserSchema, { email: input.email });
    if (taken > 0)
      throw new ApiError('VALIDATION_ERROR', 409, msg.taken, {
        code: 'EMAIL_TAKEN',
        source: 'body',
        fields: [{ path: 'email', message: msg.taken[language] }],
      });
    await this.throttle.admitEmailChange(user.id);
    await this.tokens.revoke(user.id, 'change-email');
    const token = await this.tokens.issue(user.id, 'change-email', input.email);
    const link = `${publicUrlOf(this.config)}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(newEmailConfirmationMail({ to: input.email, firstName: user.firstName, link, language }));
    await this.mail.send(emailChangeNoticeMail({ to: user.email, firstName: user.firstName, newEmail: input.email, language }));
    return { success: true, message: msg.sent(input.email)[language], pendingEmail: input.email };
  }
}
