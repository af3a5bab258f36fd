import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import { plans, type SandboxCheckoutResponse, type SandboxPayResponse } from '@otimiza/sdk/shared';
import type { Identity } from '../accounts/identity.service.js';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { BillingEventsService } from './billing-events.service.js';
import { BillingStore, type StoredCheckoutSession } from './billing-store.js';
import { paymentsModeOf } from './payments-mode.js';
import { PlanPricesService } from './plan-prices.service.js';
import { returnPathOf, withSessionId } from './return-urls.js';
import { newSandboxSubscriptionId, sandboxCustomerId, sandboxEvents } from './sandbox-events.js';

/** The sandbox bills monthly from the day of payment, in seconds like Stripe's periods. */
function oneMonthFrom(start: Date): number {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

/**
 * The page navigates to these addresses: they are checked again on the way out, so a session
 * stored before the return-address rule was tightened cannot send the buyer to another site.
 */
const successPathOf = (session: StoredCheckoutSession) => returnPathOf(session.successUrl, withSessionId(`/payment-success?plan=${session.plan}`, session.id));
const cancelPathOf = (session: StoredCheckoutSession) => returnPathOf(session.cancelUrl, '/pricing?checkout=cancelled');

const sessionNotFound = { pt: 'Sessão de pagamento não encontrada.', en: 'Payment session not found.' };
const noSubscription = { pt: 'Nenhuma assinatura ativa nesta conta.', en: 'There is no active subscription on this account.' };

/**
 * The sandbox checkout and portal: outside production and without a Stripe key, paying,
 * cancelling and a failed renewal are Stripe-shaped events handed to the same handler as
 * Stripe's webhooks. In production, or with a key, it does not exist (404).
 */
@Injectable()
export class SandboxBillingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: BillingStore,
    private readonly events: BillingEventsService,
    private readonly prices: PlanPricesService,
  ) {}

  async checkout(identity: Identity, id: string): Promise<SandboxCheckoutResponse> {
    const session = await this.session(identity, id);
    return {
      id: session.id,
      plan: session.plan,
      priceBrl: plans[session.plan].priceBrl,
      email: identity.auth.email,
      status: session.status,
      cancelUrl: cancelPathOf(session),
    };
  }

  async pay(identity: Identity, id: string): Promise<SandboxPayResponse> {
    const session = await this.session(identity, id);
    if (session.status === 'expired') {
      throw new ApiError('VALIDATION_ERROR', 410, {
        pt: 'Esta sessão de pagamento expirou. Escolha o plano novamente.',
        en: 'This payment session has expired. Choose the plan again.',
      });
    }
    if (session.status === 'open') {
      const { workspaceId } = identity.auth;
      const customerId = (await this.store.latestWithCustomer(workspaceId, 'sandbox'))?.customerId ?? sandboxCustomerId();
      const subscriptionId = newSandboxSubscriptionId();
      await this.events.handle(
        sandboxEvents.checkoutCompleted({ sessionId: session.id, subscriptionId, workspaceId, plan: session.plan, customerId }),
        'sandbox',
      );
      // As Stripe follows a checkout with the subscription itself, which carries the billing period.
      await this.events.handle(
        sandboxEvents.subscriptionChanged('customer.subscription.created', {
          subscriptionId,
          workspaceId,
          customerId,
          plan: session.plan,
          priceLookupKey: this.prices.lookupKey(session.plan),
          status: 'active',
          currentPeriodEnd: oneMonthFrom(new Date()),
        }),
        'sandbox',
      );
    }
    return { redirectUrl: successPathOf(session) };
  }

  async cancel(identity: Identity): Promise<{ success: true }> {
    const current = await this.currentSandboxSubscription(identity);
    await this.events.handle(
      sandboxEvents.subscriptionChanged('customer.subscription.deleted', {
        subscriptionId: current.id,
        workspaceId: identity.auth.workspaceId,
        customerId: current.customerId,
        plan: current.plan,
        priceLookupKey: this.prices.lookupKey(current.plan),
        status: 'canceled',
      }),
      'sandbox',
    );
    return { success: true };
  }

  async paymentFailed(identity: Identity): Promise<{ success: true }> {
    const current = await this.currentSandboxSubscription(identity);
    await this.events.handle(sandboxEvents.paymentFailed(current.id), 'sandbox');
    return { success: true };
  }

  private async session(identity: Identity, id: string): Promise<StoredCheckoutSession> {
    this.assertSandbox();
    const session = await this.store.checkoutSession(identity.auth.workspaceId, id);
    if (!session || session.provider !== 'sandbox') throw new ApiError('NOT_FOUND', 404, sessionNotFound);
    return session;
  }

  private async currentSandboxSubscription(identity: Identity) {
    this.assertSandbox();
    const current = await this.store.currentSubscription(identity.auth.workspaceId);
    if (!current || current.provider !== 'sandbox') throw new ApiError('NOT_FOUND', 404, noSubscription);
    return current;
  }

  private assertSandbox(): void {
    if (paymentsModeOf(this.config) !== 'sandbox') {
      throw new ApiError('NOT_FOUND', 404, {
        pt: 'O ambiente de teste de pagamentos não está disponível.',
        en: 'The payments test environment is not available.',
      });
    }
  }
}
