import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '@otimiza/sdk/server';
import { plans, type CheckoutOutcome, type CheckoutSessionResponse, type Language, type PaidPlanId } from '@otimiza/sdk/shared';
import type Stripe from 'stripe';
import type { Identity } from '../accounts/identity.service.js';
import { coveredByResellerError } from '../entitlements/covered-by-reseller-error.js';
import { APP_CONFIG, type AppConfig, publicUrlOf } from '../../kernel/index.js';
import { BillingEventsService } from './billing-events.service.js';
import { BillingStore, type StoredSubscription } from './billing-store.js';
import { paymentsModeOf } from './payments-mode.js';
import { PlanMailService } from './plan-mail.service.js';
import { PlanPricesService } from './plan-prices.service.js';
import { returnPathOf, withSessionId } from './return-urls.js';
import { providerNow } from './subscription-state.js';
import { newSandboxCheckoutId, sandboxEvents } from './sandbox-events.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { viaStripe } from './stripe-failure.js';

export interface CheckoutRequest {
  plan: PaidPlanId;
  successUrl?: string | undefined;
  cancelUrl?: string | undefined;
  language: Language;
}

export interface CheckoutResult {
  url: string;
  sessionId: string | null;
  outcome: CheckoutOutcome;
}

export const sandboxCheckoutPath = (id: string) => `/billing/sandbox/checkout/${encodeURIComponent(id)}`;

/** The id of a plan change, which /payment-success reads back as its `session_id`. */
const newPlanChangeId = () => `pc_${randomBytes(12).toString('hex')}`;

const notFound = { pt: 'Sessão de pagamento não encontrada.', en: 'Payment session not found.' };

/**
 * Starts a paid plan for the session's workspace: a Stripe Checkout Session in subscription mode
 * and BRL, or the sandbox's checkout page without a Stripe key. A workspace that already pays
 * moves its subscription to the new plan instead (prorated: nothing charged now, the difference on
 * the next invoice) rather than buying a second one; the change is recorded for /payment-success
 * and confirmed by e-mail in those words.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prices: PlanPricesService,
    private readonly store: BillingStore,
    private readonly events: BillingEventsService,
    private readonly planMail: PlanMailService,
  ) {}

  async start(identity: Identity, request: CheckoutRequest): Promise<CheckoutResult> {
    const mode = paymentsModeOf(this.config);
    if (mode === 'unavailable') {
      throw new ApiError('API_UNAVAILABLE', 503, {
        pt: 'Pagamentos indisponíveis no momento. Tente novamente em alguns minutos.',
        en: 'Payments are unavailable right now. Try again in a few minutes.',
      });
    }
    // A client workspace is covered by its reseller's plan: paying for it would buy nothing.
    if (identity.user.workspace.managedBy) throw coveredByResellerError(identity.user.workspace.managedBy.name);
    const { workspaceId } = identity.auth;
    const successPath = returnPathOf(request.successUrl, `/payment-success?plan=${request.plan}`);
    const cancelPath = returnPathOf(request.cancelUrl, '/pricing?checkout=cancelled');
    const current = await this.store.currentSubscription(workspaceId);
    if (current?.plan === request.plan) {
      const name = plans[request.plan].name;
      throw new ApiError(
        'VALIDATION_ERROR',
        409,
        { pt: `Você já assina o plano ${name}.`, en: `You already subscribe to the ${name} plan.` },
        { code: 'ALREADY_SUBSCRIBED' },
      );
    }
    if (current && current.provider === mode) {
      await viaStripe(() => this.changePlan(identity, current, request.plan));
      const id = newPlanChangeId();
      const url = withSessionId(successPath, id);
      const { userId } = identity.auth;
      await this.store.recordPlanChange({
        id,
        workspaceId,
        userId,
        provider: current.provider,
        plan: request.plan,
        previousPlan: current.plan,
        successUrl: url,
        cancelUrl: cancelPath,
        language: request.language,
      });
      await this.planMail.sendChanged({ userId, language: request.language, provider: current.provider, from: current.plan, plan: request.plan });
      return { url, sessionId: id, outcome: 'plan-changed' };
    }
    return mode === 'stripe'
      ? viaStripe(() => this.stripeCheckout(identity, request, successPath, cancelPath))
      : this.sandboxCheckout(identity, request, successPath, cancelPath);
  }

  /** What /payment-success shows; a Stripe session still open here is asked about, in case its webhook is late. */
  async status(identity: Identity, id: string): Promise<CheckoutSessionResponse> {
    const { workspaceId } = identity.auth;
    let session = await this.store.checkoutSession(workspaceId, id);
    if (!session) throw new ApiError('NOT_FOUND', 404, notFound);
    if (session.status === 'open' && session.provider === 'stripe' && this.stripe) {
      const stripe = this.stripe;
      const remote = await viaStripe(() => stripe.checkout.sessions.retrieve(id));
      if (remote.status === 'complete') await this.events.applyCompletedCheckout(remote, 'stripe', providerNow());
      if (remote.status === 'expired') await this.store.expireCheckoutSession(workspaceId, id);
      session = (await this.store.checkoutSession(workspaceId, id)) ?? session;
    }
    return {
      id: session.id,
      kind: session.kind,
      plan: session.plan,
      previousPlan: session.previousPlan,
      status: session.status,
      workspacePlan: await this.store.basePlan(workspaceId),
    };
  }

  private async stripeCheckout(identity: Identity, request: CheckoutRequest, successPath: string, cancelPath: string): Promise<CheckoutResult> {
    const stripe = this.stripe!;
    const { workspaceId, userId, email } = identity.auth;
    const base = publicUrlOf(this.config);
    const previous = await this.store.latestWithCustomer(workspaceId, 'stripe');
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: await this.prices.priceIdFor(request.plan), quantity: 1 }],
      client_reference_id: workspaceId,
      ...(previous?.customerId ? { customer: previous.customerId } : { customer_email: email }),
      metadata: { workspaceId, plan: request.plan, userId },
      subscription_data: { metadata: { workspaceId, plan: request.plan } },
      success_url: `${base}${withSessionId(successPath, '{CHECKOUT_SESSION_ID}')}`,
      cancel_url: `${base}${cancelPath}`,
      locale: request.language === 'en' ? 'en' : 'pt-BR',
      allow_promotion_codes: true,
    });
    if (!session.url)
      throw new ApiError('API_ERROR', 502, { pt: 'Não foi possível criar a sessão de pagamento', en: 'The payment session could not be created' });
    await this.store.createCheckoutSession({
      id: session.id,
      workspaceId,
      userId,
      provider: 'stripe',
      plan: request.plan,
      successUrl: withSessionId(successPath, session.id),
      cancelUrl: cancelPath,
      language: request.language,
    });
    return { url: session.url, sessionId: session.id, outcome: 'checkout' };
  }

  private async sandboxCheckout(identity: Identity, request: CheckoutRequest, successPath: string, cancelPath: string): Promise<CheckoutResult> {
    const id = newSandboxCheckoutId();
    await this.store.createCheckoutSession({
      id,
      workspaceId: identity.auth.workspaceId,
      userId: identity.auth.userId,
      provider: 'sandbox',
      plan: request.plan,
      successUrl: withSessionId(successPath, id),
      cancelUrl: cancelPath,
      language: request.language,
    });
    return { url: sandboxCheckoutPath(id), sessionId: id, outcome: 'checkout' };
  }

  private async changePlan(identity: Identity, current: StoredSubscription, plan: PaidPlanId): Promise<void> {
    const { workspaceId } = identity.auth;
    if (current.provider === 'sandbox') {
      await this.events.handle(
        sandboxEvents.subscriptionChanged('customer.subscription.updated', {
          subscriptionId: current.id,
          workspaceId,
          customerId: current.customerId,
          plan,
          priceLookupKey: this.prices.lookupKey(plan),
          status: current.status,
        }),
        'sandbox',
      );
      return;
    }
    const stripe = this.stripe!;
    const subscription = await stripe.subscriptions.retrieve(current.id);
    const item = subscription.items.data[0];
    if (!item) throw new ApiError('API_ERROR', 502, { pt: 'Assinatura sem itens no Stripe.', en: 'The Stripe subscription has no items.' });
    const updated = await stripe.subscriptions.update(current.id, {
      items: [{ id: item.id, price: await this.prices.priceIdFor(plan) }],
      proration_behavior: 'create_prorations',
      metadata: { workspaceId, plan },
    });
    await this.events.applySubscriptionObject(updated, 'stripe', providerNow());
  }
}
