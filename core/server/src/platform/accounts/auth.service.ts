import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, BrandPort, clientAddressKey } from '@otimiza/sdk/server';
import { sql } from 'kysely';
import { planChoiceOf, type ApiUser, type HostBrand, type Language } from '@otimiza/sdk/shared';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig, coreSql, isUniqueViolation, MailService, publicUrlOf } from '../../kernel/index.js';
import { storePasswordHash } from './store-password-hash.js';
import { UserCredentialSchema } from '../../data/user-credential.entity.js';
import { MembershipSchema, UserSchema, WorkspaceSchema } from '../../data/accounts.entities.js';
import { EmailAddressChangeService } from './email-address-change.service.js';
import { EmailTokenService } from './email-token.service.js';
import { IdentityService } from './identity.service.js';
import { KnownDevicesService } from './known-devices.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { registrationAnswer, type RegistrationAnswer } from './registration-answer.js';
import { registrationAttemptMail } from './registration-attempt-mail.js';
import { SessionService } from './session.service.js';
import { SignupThrottleService } from './signup-throttle.service.js';
import { verificationMail } from './verification-mail.js';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  selectedPlan?: unknown;
}

const RESEND_INTERVAL_SECONDS = 60;
const msg = {
  badCredentials: { pt: 'Email ou senha incorretos', en: 'Incorrect e-mail or password' },
  notVerified: { pt: 'E-mail não confirmado', en: 'E-mail not confirmed' },
  verified: { pt: 'E-mail verificado com sucesso!', en: 'E-mail verified successfully!' },
  tokenUnknown: { pt: 'Link de verificação inválido.', en: 'Invalid verification link.' },
  tokenUsed: { pt: 'Este link já foi usado. Faça login ou peça um novo link.', en: 'This link was already used. Log in or ask for a new link.' },
  tokenExpired: { pt: 'Link expirado. Peça um novo link de verificação.', en: 'The link has expired. Ask for a new verification link.' },
  resent: {
    pt: 'Se houver uma conta não confirmada com este e-mail, enviamos um novo link de verificação.',
    en: 'If there is an unconfirmed account with this e-mail, we sent a new verification link.',
  },
} as const;

@Injectable()
export class AuthService {
  /** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly identities: IdentityService,
    private readonly tokens: EmailTokenService,
    private readonly loginThrottle: LoginThrottleService,
    private readonly signupThrottle: SignupThrottleService,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly mail: MailService,
    private readonly emailChange: EmailAddressChangeService,
    private readonly devices: KnownDevicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly brands?: BrandPort,
  ) {
    this.decoyHash = this.passwords.hash(randomUUID());
  }

  /**
   * A new account, unverified, with its verification e-mail. An address that already has an account
   * gets the same answer after the same work (the password hashed, the insert tried), so the answer
   * does not tell that it exists: its owner is told by e-mail instead, and the account is left as it is.
   */
  async register(input: RegisterInput, request: Request, language: Language): Promise<RegistrationAnswer> {
    await this.signupThrottle.admitRegistration(clientAddressKey(request.ip));
    this.passwordPolicy.assertStrong(input.password, input, language);
    const plan = planChoiceOf(input.selectedPlan);
    const passwordHash = await this.passwords.hash(input.password);
    const userId = randomUUID();
    const workspaceId = randomUUID();
    const createdAt = new Date();
    const answer = registrationAnswer({
      userId,
      workspaceId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      pendingPlan: plan === 'free' ? null : plan,
      createdAt,
      isAdmin: this.identities.isAdmin(input.email),
      production: this.config.NODE_ENV === 'production',
    });
    try {
      await this.em.transactional(async (em) => {
        await em.insert(UserSchema, {
          id: userId,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          language,
          createdAt,
          updatedAt: createdAt,
        });
        await em.insert(UserCredentialSchema, { user: userId, passwordHash, updatedAt: createdAt });
        await em.insert(WorkspaceSchema, {
          id: workspaceId,
          name: `${input.firstName} ${input.lastName}`,
          plan: 'free',
          pendingPlan: plan === 'free' ? null : plan,
        });
        await em.insert(MembershipSchema, { workspace: workspaceId, user: userId, role: 'owner' });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.noticeKnownEmail(input.email, request);
      return answer;
    }
    await this.sendVerification(userId, input.email, input.firstName, language, request);
    return answer;
  }

  async login(input: { email: string; password: string }, request: Request, response: Response): Promise<{ user: ApiUser }> {
    const address = clientAddressKey(request.ip);
    // Counted before the password is checked, so parallel attempts cannot outrun the limit.
    await this.loginThrottle.admit(input.email, address);
    // The user and their credential in one read (the demo user has no credential).
    const row = await coreSql(this.em)
      .selectFrom('core_user as u')
      .leftJoin('core_user_credential as c', 'c.user_id', 'u.id')
      .select(['u.id', 'u.email_verified_at', 'c.password_hash'])
      .where('u.email', '=', input.email)
      .executeTakeFirst();
    // Without a password (an unknown address, the demo user) the decoy is checked: every answer takes one verification.
    const check = await this.passwords.verify(row?.password_hash ?? (await this.decoyHash), input.password);
    if (!row?.password_hash || check === 'invalid') throw new ApiError('AUTHENTICATION_ERROR', 401, msg.badCredentials);
    await this.loginThrottle.succeeded(input.email, address);
    if (check === 'rehash') {
      await storePasswordHash(this.em, row.id, await this.passwords.hash(input.password));
    }
    if (!row.email_verified_at) throw new ApiError('AUTHENTICATION_ERROR', 403, msg.notVerified, { code: 'EMAIL_NOT_VERIFIED' });

    const membership = await this.em.findOne(MembershipSchema, { user: row.id }, { orderBy: { createdAt: 'asc' } });
    if (!membership) throw new ApiError('INTERNAL_ERROR', 500, 'User without workspace');
    await this.sessions.start(request, response, { userId: row.id, workspaceId: membership.workspace.id });
    await this.devices.signedIn(request, response, { userId: row.id, workspaceId: membership.workspace.id });
    const identity = await this.identities.load({ user_id: row.id, workspace_id: membership.workspace.id, is_demo: false, creator_preview: false });
    return { user: identity!.user };
  }

  /** A sign-up confirmation, or the confirmation of a new address (an e-mail change): both links open /verify-email. */
  async verifyEmail(token: string, language: Language): Promise<{ success: true; message: string; email: string }> {
    if ((await this.tokens.purposeOf(token)) === 'change-email') return this.emailChange.confirm(token, language);
    const result = await this.tokens.consume(token, 'verify-email');
    if (!result.ok) {
      const text = result.reason === 'used' ? msg.tokenUsed : result.reason === 'expired' ? msg.tokenExpired : msg.tokenUnknown;
      throw new ApiError('VALIDATION_ERROR', 400, text, { code: `TOKEN_${result.reason.toUpperCase()}` });
    }
    const user = await coreSql(this.em)
      .updateTable('core_user')
      .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
      .where('id', '=', result.userId)
      .returning('email')
      .executeTakeFirst();
    return { success: true, message: msg.verified[language], email: user!.email };
  }

  /** Same answer whether or not the e-mail is known, so it cannot be used to find accounts. */
  async resendVerification(email: string, request: Request, language: Language): Promise<{ success: true; message: string }> {
    await this.signupThrottle.admitResend(clientAddressKey(request.ip));
    const user = await coreSql(this.em)
      .selectFrom('core_user as u')
      .select(['u.id', 'u.first_name'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('core_email_token as t')
              .select('t.id')
              .whereRef('t.user_id', '=', 'u.id')
              .where('t.created_at', '>', sql<Date>`now() - make_interval(secs => ${RESEND_INTERVAL_SECONDS})`),
          )
          .as('recent'),
      )
      .where('u.email', '=', email)
      .where('u.email_verified_at', 'is', null)
      .executeTakeFirst();
    if (user && !user.recent) await this.sendVerification(user.id, email, user.first_name, language, request);
    return { success: true, message: msg.resent[language] };
  }

  /** Signed up (or asking again) on a reseller's white-label domain: the e-mail is in its brand and the link leads back there. */
  private async sendVerification(userId: string, email: string, firstName: string, language: Language, request: Request): Promise<void> {
    const token = await this.tokens.issue(userId);
    const { origin, brand } = await this.signUpOrigin(request);
    const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(verificationMail({ to: email, firstName, link, language, brand }));
  }

  /** Tells the owner of a known address that someone tried to sign up with it (at most once an hour); nothing else changes. */
  private async noticeKnownEmail(email: string, request: Request): Promise<void> {
    const owner = await this.em.findOne(UserSchema, { email }, { fields: ['firstName', 'language'] });
    if (!owner || !(await this.signupThrottle.mayNoticeKnownEmail(email))) return;
    const { origin, brand } = await this.signUpOrigin(request);
    await this.mail.send(
      registrationAttemptMail({
        to: email,
        firstName: owner.firstName,
        loginLink: `${origin}/login`,
        resetLink: `${origin}/forgot-password`,
        language: owner.language === 'en' ? 'en' : 'pt',
        brand,
      }),
    );
  }

  /** The app's address, or the white-label domain the request came to, with its brand. */
  private async signUpOrigin(request: Request): Promise<{ origin: string; brand: HostBrand | null }> {
    const publicUrl = publicUrlOf(this.config);
    const brand = request.hostname ? ((await this.brands?.brandForHost(request.hostname.toLowerCase())) ?? null) : null;
    return { origin: brand ? `${new URL(publicUrl).protocol}//${request.hostname.toLowerCase()}` : publicUrl, brand };
  }
}
