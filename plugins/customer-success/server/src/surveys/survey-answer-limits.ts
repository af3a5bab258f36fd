import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { clientAddressKey, RateLimitPort, rateLimitError } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { SurveySecretService } from './survey-secret.service.js';
import type { SurveyClaim } from './survey-token.js';

/** Answers in an hour: one invitation's (a person changing their mind), one client address's (every survey link), one share page's (all its invitations). */
export const INVITATION_ANSWERS_PER_HOUR = 5;
export const ADDRESS_ANSWERS_PER_HOUR = 10;
export const SHARE_LINK_ANSWERS_PER_HOUR = 20;

const HOUR_SECONDS = 3600;

const tooMany = {
  invitation: { pt: 'Muitas respostas seguidas. Tente mais tarde.', en: 'Too many answers in a row. Please try later.' },
  address: { pt: 'Muitas respostas a partir deste endereço. Tente mais tarde.', en: 'Too many answers from this address. Please try later.' },
  link: { pt: 'Muitas respostas por este link. Tente mais tarde.', en: 'Too many answers through this link. Please try later.' },
} satisfies Record<string, LocalizedText>;

/**
 * The caps on public NPS answers, each counted only once the one before allowed the answer (an
 * invitation answering in a loop does not use up its address's or its page's budget). The address
 * is named in the counter by a keyed hash, so no address is kept, not even in the limits' table.
 */
@Injectable()
export class SurveyAnswerLimits {
  constructor(
    private readonly limits: RateLimitPort,
    private readonly secret: SurveySecretService,
  ) {}

  /** Throws 429 RATE_LIMIT when the answer goes past one of the caps. */
  async admit(claim: SurveyClaim, respondentKey: string, ip: string | undefined): Promise<void> {
    const address = createHmac('sha256', await this.secret.addressKey())
      .update(clientAddressKey(ip))
      .digest('base64url')
      .slice(0, 32);
    const steps: { key: string; points: number; message: LocalizedText }[] = [
      { key: `cs:survey:invitation:${claim.w}:${respondentKey}`, points: INVITATION_ANSWERS_PER_HOUR, message: tooMany.invitation },
      { key: `cs:survey:address:${address}`, points: ADDRESS_ANSWERS_PER_HOUR, message: tooMany.address },
      ...(claim.s === 'share-page' ? [{ key: `cs:survey:link:${claim.w}:${claim.k}`, points: SHARE_LINK_ANSWERS_PER_HOUR, message: tooMany.link }] : []),
    ];
    for (const step of steps) {
      const decision = await this.limits.consume(step.key, { points: step.points, windowSeconds: HOUR_SECONDS });
      if (!decision.allowed) throw rateLimitError(decision, step.message);
    }
  }
}
