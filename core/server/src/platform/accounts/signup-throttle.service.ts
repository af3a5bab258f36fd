import { Inject, Injectable } from '@nestjs/common';
import { RateLimitPort, rateLimitError } from '@otimiza/sdk/server';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';

const HOUR_SECONDS = 60 * 60;
/** Verification e-mails one address may ask for in an hour (each account also waits a minute between two). */
export const RESENDS_PER_ADDRESS = 20;

const msg = {
  registrations: {
    pt: 'Muitos cadastros feitos a partir deste endereço. Aguarde um pouco e tente novamente.',
    en: 'Too many sign-ups from this address. Wait a while and try again.',
  },
  resends: {
    pt: 'Muitos pedidos de e-mail de confirmação a partir deste endereço. Aguarde um pouco e tente novamente.',
    en: 'Too many confirmation e-mail requests from this address. Wait a while and try again.',
  },
} as const;

/** Sign-up and verification-mail requests per client address, counted before any work is done. */
@Injectable()
export class SignupThrottleService {
  constructor(
    private readonly limits: RateLimitPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admitRegistration(address: string): Promise<void> {
    const decision = await this.limits.consume(`register:address:${address}`, {
      points: this.config.REGISTRATIONS_PER_ADDRESS,
      windowSeconds: HOUR_SECONDS,
    });
    if (!decision.allowed) throw rateLimitError(decision, msg.registrations);
  }

  /**
   * Whether the owner of an address someone tried to sign up with again may be told now: once an
   * hour per address, so repeated attempts cannot fill their mailbox.
   */
  async mayNoticeKnownEmail(email: string): Promise<boolean> {
    return (await this.limits.consume(`register:known-email:${email.toLowerCase()}`, { points: 1, windowSeconds: HOUR_SECONDS })).allowed;
  }

  async admitResend(address: string): Promise<void> {
    const decision = await this.limits.consume(`resend-verification:address:${address}`, {
      points: RESENDS_PER_ADDRESS,
      windowSeconds: HOUR_SECONDS,
    });
    if (!decision.allowed) throw rateLimitError(decision, msg.resends);
  }
}
