import { Inject, Injectable } from '@nestjs/common';
import { RateLimitPort, rateLimitError } from '@otimiza/sdk/server';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';

/** Attempts one account may have from one address in a window; a successful login starts over. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

const throttled = {
  pt: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
  en: 'Too many login attempts. Wait 15 minutes and try again.',
} as const;

/**
 * Counts a login attempt before its password is checked, per client address (against
 * credential stuffing across accounts, LOGIN_ATTEMPTS_PER_ADDRESS) and per account from that
 * address (against guessing one password). Known and unknown e-mails are counted alike.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly limits: RateLimitPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws 429 RATE_LIMIT (with Retry-After) when the address or the account is over its limit. */
  async admit(email: string, address: string): Promise<void> {
    const byAddress = await this.limits.consume(`login:address:${address}`, {
      points: this.config.LOGIN_ATTEMPTS_PER_ADDRESS,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    });
    if (!byAddress.allowed) throw rateLimitError(byAddress, throttled);
    const byAccount = await this.limits.consume(accountKey(email, address), {
      points: LOGIN_ATTEMPTS_PER_ACCOUNT,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    });
    if (!byAccount.allowed) throw rateLimitError(byAccount, throttled);
  }

  /** After a successful login: that account starts over from that address. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.limits.reset(accountKey(email, address));
  }
}

const accountKey = (email: string, address: string) => `login:account:${address}:${email}`;
