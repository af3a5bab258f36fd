import { Injectable } from '@nestjs/common';
import { RateLimitPort, rateLimitError, type RateLimitRule } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Reset links one client address may ask for in an hour, across e-mails. */
export const RESET_REQUESTS_PER_ADDRESS: RateLimitRule = { points: 20, windowSeconds: HOUR };
/** Reset links one e-mail may be sent in an hour, known or not (so the limit says nothing about the account). */
export const RESET_REQUESTS_PER_EMAIL: RateLimitRule = { points: 5, windowSeconds: HOUR };
/** Reset attempts (token and new password) from one address in 15 minutes. */
export const RESET_ATTEMPTS_PER_ADDRESS: RateLimitRule = { points: 30, windowSeconds: 15 * MINUTE };
/** Current-password checks (change password or e-mail, delete) one account may fail in 15 minutes. */
export const PASSWORD_CHECKS_PER_ACCOUNT: RateLimitRule = { points: 10, windowSeconds: 15 * MINUTE };
/** E-mail changes one account may start in an hour (each sends two e-mails). */
export const EMAIL_CHANGES_PER_ACCOUNT: RateLimitRule = { points: 5, windowSeconds: HOUR };
/** Data exports one account may download in an hour. */
export const EXPORTS_PER_ACCOUNT: RateLimitRule = { points: 5, windowSeconds: HOUR };

const msg = {
  resetRequests: {
    pt: 'Muitos pedidos de redefinição de senha. Aguarde um pouco e tente novamente.',
    en: 'Too many password reset requests. Wait a while and try again.',
  },
  resetAttempts: {
    pt: 'Muitas tentativas de redefinir a senha. Aguarde 15 minutos e tente novamente.',
    en: 'Too many password reset attempts. Wait 15 minutes and try again.',
  },
  passwordChecks: {
    pt: 'Muitas tentativas com a senha atual. Aguarde 15 minutos e tente novamente.',
    en: 'Too many attempts with the current password. Wait 15 minutes and try again.',
  },
  emailChanges: {
    pt: 'Muitos pedidos de troca de e-mail. Aguarde um pouco e tente novamente.',
    en: 'Too many e-mail change requests. Wait a while and try again.',
  },
  exports: {
    pt: 'Você já baixou seus dados várias vezes na última hora. Tente novamente mais tarde.',
    en: 'You have downloaded your data several times in the last hour. Try again later.',
  },
} as const;

/** The limits of the account self-service calls, each counted before any work is done (RateLimitPort). */
@Injectable()
export class AccountThrottleService {
  constructor(private readonly limits: RateLimitPort) {}

  async admitResetRequest(address: string, email: string): Promise<void> {
    await this.consume(`password-reset:address:${address}`, RESET_REQUESTS_PER_ADDRESS, msg.resetRequests);
    await this.consume(`password-reset:email:${email}`, RESET_REQUESTS_PER_EMAIL, msg.resetRequests);
  }

  admitResetAttempt(address: string): Promise<void> {
    return this.consume(`password-reset:attempt:${address}`, RESET_ATTEMPTS_PER_ADDRESS, msg.resetAttempts);
  }

  admitPasswordCheck(userId: string): Promise<void> {
    return this.consume(passwordCheckKey(userId), PASSWORD_CHECKS_PER_ACCOUNT, msg.passwordChecks);
  }

  /** The right password: that account starts over. */
  async passwordCheckSucceeded(userId: string): Promise<void> {
    await this.limits.reset(passwordCheckKey(userId));
  }

  admitEmailChange(userId: string): Promise<void> {
    return this.consume(`email-change:account:${userId}`, EMAIL_CHANGES_PER_ACCOUNT, msg.emailChanges);
  }

  admitExport(userId: string): Promise<void> {
    return this.consume(`data-export:account:${userId}`, EXPORTS_PER_ACCOUNT, msg.exports);
  }

  private async consume(key: string, rule: RateLimitRule, message: LocalizedText): Promise<void> {
    const decision = await this.limits.consume(key, rule);
    if (!decision.allowed) throw rateLimitError(decision, message);
  }
}

const passwordCheckKey = (userId: string) => `password-check:account:${userId}`;
