import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from '@otimiza/sdk/server';
import type { Language, PaidPlanId } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig, type MailMessage, MailService, publicUrlOf } from '../../kernel/index.js';
import { planActivatedMail, planChangedMail } from './plan-activated-mail.js';
import type { BillingProvider } from '../../data/billing.entities.js';

interface Recipient {
  userId: string;
  language: Language;
  provider: BillingProvider;
}

/**
 * The e-mails that confirm a plan: a paid checkout, or a plan change of a subscription already
 * paid for. A mail that cannot be queued is logged and never undoes the billing change.
 */
@Injectable()
export class PlanMailService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sendActivated(recipient: Recipient & { plan: PaidPlanId }): Promise<void> {
    return this.send(recipient, (user, common) => planActivatedMail({ ...user, ...common, plan: recipient.plan }));
  }

  sendChanged(recipient: Recipient & { from: PaidPlanId; plan: PaidPlanId }): Promise<void> {
    return this.send(recipient, (user, common) => planChangedMail({ ...user, ...common, from: recipient.from, plan: recipient.plan }));
  }

  private async send(
    recipient: Recipient,
    build: (user: { to: string; firstName: string }, common: { manageLink: string; sandbox: boolean; language: Language }) => MailMessage,
  ): Promise<void> {
    try {
      const user = await this.em.fork().findOne(UserSchema, { id: recipient.userId }, { fields: ['email', 'firstName'] });
      if (!user) return;
      const common = { manageLink: `${publicUrlOf(this.config)}/pricing`, sandbox: recipient.provider === 'sandbox', language: recipient.language };
      await this.mail.send(build({ to: user.email, firstName: user.firstName }, common));
    } catch (error) {
      this.logger.error({ err: error, user: recipient.userId }, 'the plan confirmation e-mail could not be queued');
    }
  }
}
