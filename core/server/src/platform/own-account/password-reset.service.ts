import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { ApiError, JobQueue, defineJob, clientAddressKey } from '@otimiza/sdk/server';
import type { AccountMessageResponse, Language } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import { EmailTokenService } from '../accounts/email-token.service.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { PasswordPolicy } from '../accounts/password-policy.js';
import { EmailTokenSchema } from '../../data/email-token.entity.js';
import { hashToken } from '../accounts/secret-token.js';
import { storePasswordHash } from '../accounts/store-password-hash.js';
import { SessionSchema } from '../../data/session.entity.js';
import { APP_CONFIG, type AppConfig, coreSql, MailService, publicUrlOf } from '../../kernel/index.js';
import { AccountThrottleService } from './account-throttle.service.js';
import { passwordResetMail } from './mails/password-reset-mail.js';

/** The lookup and the e-mail happen in a job, so the answer takes the same time whether the account exists or not. */
export const passwordResetMailJob = defineJob<{ email: string; language: Language }>('core.password-reset-mail');

const msg = {
  requested: {
    pt: 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.',
    en: 'If there is an account with this e-mail, we sent a link to reset the password. It is valid for 1 hour.',
  },
  reset: { pt: 'Senha redefinida! Faça login com a nova senha.', en: 'Password reset! Log in with the new password.' },
  tokenUnknown: {
    pt: 'Link de redefinição inválido. Peça um novo link em "Esqueci minha senha".',
    en: 'Invalid reset link. Ask for a new one with "Forgot my password".',
  },
  tokenUsed: {
    pt: 'Este link de redefinição já foi usado. Faça login ou peça um novo link.',
    en: 'This reset link was already used. Log in or ask for a new link.',
  },
  tokenExpired: {
    pt: 'Link de redefinição expirado. Peça um novo link em "Esqueci minha senha".',
    en: 'The reset link has expired. Ask for a new one with "Forgot my password".',
  },
} as const;

function tokenError(reason: 'unknown' | 'used' | 'expired'): ApiError {
  const text = reason === 'used' ? msg.tokenUsed : reason === 'expired' ? msg.tokenExpired : msg.tokenUnknown;
  return new ApiError('VALIDATION_ERROR', 400, text, { code: `TOKEN_${reason.toUpperCase()}` });
}

/**
 * 'Esqueci minha senha': a single-use link, valid for an hour and stored hashed, e-mailed in the
 * user's language; using it sets the new password, confirms the address (the link proved it)
 * and ends every session of the account.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly tokens: EmailTokenService,
    private readonly passwords: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly throttle: AccountThrottleService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.process(passwordResetMailJob, (payload) => this.sendLink(payload.email), { concurrency: 2 });
  }

  /** The same answer, after the same work, for every e-mail; throttled per address and per e-mail. */
  async request(email: string, request: Request, language: Language): Promise<AccountMessageResponse> {
    await this.throttle.admitResetRequest(clientAddressKey(request.ip), email);
    await this.jobs.enqueue(passwordResetMailJob, { email, language }, { attempts: 3 });
    return { success: true, message: msg.requested[language] };
  }

  async reset(input: { token: string; password: string }, request: Request, language: Language): Promise<AccountMessageResponse> {
    await this.throttle.admitResetAttempt(clientAddressKey(request.ip));
    const hash = hashToken(input.token);
    const owner = await coreSql(this.em)
      .selectFrom('core_email_token as t')
      .innerJoin('core_user as u', 'u.id', 't.user_id')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
      .where('t.token_hash', '=', hash)
      .where('t.purpose', '=', 'reset-password')
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!owner) throw tokenError(await this.tokens.whyNot(hash, 'reset-password'));
    // A weak password spends nothing: the same link works with a better one.
    this.policy.assertStrong(input.password, { email: owner.email, firstName: owner.first_name, lastName: owner.last_name }, language);
    const passwordHash = await this.passwords.hash(input.password);
    await this.em.transactional(async (em) => {
      // Spent in the same statement that checks it: two submissions of one link cannot both reset.
      const spent = await coreSql(em)
        .updateTable('core_email_token')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', hash)
        .where('purpose', '=', 'reset-password')
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) throw tokenError('used');
      // The link reached the address: it counts as verified.
      await storePasswordHash(em, owner.id, passwordHash, { verifyEmail: true });
      await em.nativeDelete(SessionSchema, { user: owner.id });
      await em.nativeDelete(EmailTokenSchema, { user: owner.id, purpose: 'reset-password', usedAt: null });
    });
    return { success: true, message: msg.reset[language] };
  }

  private async sendLink(email: string): Promise<void> {
    // The demo's user has no password to reset.
    const user = await coreSql(this.em)
      .selectFrom('core_user as u')
      .select(['u.id', 'u.first_name', 'u.language'])
      .where('u.email', '=', email)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('core_membership as m')
              .innerJoin('core_workspace as w', 'w.id', 'm.workspace_id')
              .select('m.user_id')
              .whereRef('m.user_id', '=', 'u.id')
              .where('w.is_demo', '=', true),
          ),
        ),
      )
      .executeTakeFirst();
    if (!user) return;
    const token = await this.tokens.issue(user.id, 'reset-password');
    const link = `${publicUrlOf(this.config)}/reset-password?token=${encodeURIComponent(token)}`;
    // The account's language, not the request's: whoever asked may not be its owner.
    const language: Language = user.language === 'en' ? 'en' : 'pt';
    await this.mail.send(passwordResetMail({ to: email, firstName: user.first_name, link, language }));
  }
}
