import { z } from 'zod';
import type { PlanId } from './plans.js';

/** The plans a checkout can sell (planType lite, pro or enterprise). */
export const paidPlanIds = ['lite', 'pro', 'enterprise'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (paidPlanIds as readonly string[]).includes(value);
}

/** Texts for checkout answers; the server answers them in the request's language. */
export const billingMessages = {
  invalidPlan: { pt: 'Dados inválidos para o upgrade', en: 'Invalid upgrade data' },
} as const;

const paidPlan = z.enum(paidPlanIds, { error: 'invalidPlan' });
/** A return address: a path of this site (`/…`, one leading slash); anything else falls back to the default page (no open redirect). */
const returnUrl = z.string().trim().max(2000).optional();

/** `POST /api/stripe/create-checkout`. The e-mail is the session's; the one sent is ignored. */
export const stripeCheckoutSchema = z.object({
  planId: paidPlan,
  email: z.string().max(254).optional(),
  successUrl: returnUrl,
  cancelUrl: returnUrl,
});

/** `POST /api/payments/create-checkout` and `POST /api/upgrade/create-checkout`. */
export const planTypeCheckoutSchema = z.object({ planType: paidPlan, successUrl: returnUrl, cancelUrl: returnUrl });

export type StripeCheckoutPayload = z.input<typeof stripeCheckoutSchema>;
export type PlanTypeCheckoutPayload = z.input<typeof planTypeCheckoutSchema>;

/**
 * What a checkout call did: `checkout` opened a payment page (Stripe's, or the sandbox's);
 * `plan-changed` moved an existing subscription to the new plan (prorated: nothing is charged
 * now, the difference goes on the next invoice), and the URL is the payment-success page with
 * the change's id as `session_id`.
 */
export type CheckoutOutcome = 'checkout' | 'plan-changed';

/** Answer of `/api/stripe/create-checkout` and `/api/payments/create-checkout`. */
export interface CheckoutUrlResponse {
  checkoutUrl: string;
  sessionId: string | null;
  outcome: CheckoutOutcome;
}

/** Answer of `/api/upgrade/create-checkout`. */
export interface UpgradeUrlResponse {
  url: string;
  sessionId: string | null;
  outcome: CheckoutOutcome;
}

/**
 * Where payments go on this instance: Stripe (STRIPE_SECRET_KEY), the local sandbox (no key,
 * outside production) or nowhere (production without a key).
 */
export type PaymentsMode = 'stripe' | 'sandbox' | 'unavailable';

/** Stripe's subscription statuses, as stored. */
export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Statuses that keep the paid plan: `past_due` keeps it while the provider retries the payment. */
export const planKeepingStatuses: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** `GET /api/billing/subscription`: the workspace's subscription, if any, and how payments work here. */
export interface BillingSubscriptionResponse {
  paymentsMode: PaymentsMode;
  /** The workspace's own plan: what it pays for (free without a subscription that keeps a plan), or an administrator's grant when higher. */
  basePlan: PlanId;
  subscription: {
    plan: PaidPlanId;
    status: SubscriptionStatus;
    provider: 'stripe' | 'sandbox';
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  /** Whether `POST /api/billing/portal` can open a portal: a customer exists and the caller is an owner or admin. */
  canManage: boolean;
}

/**
 * What a buyer comes back to /payment-success from: `checkout`, a payment page (a new charge);
 * `plan-change`, a subscription already paid for moved to another plan (prorated on the next
 * invoice, no charge now).
 */
export type CheckoutKind = 'checkout' | 'plan-change';

/** `GET /api/billing/checkout-sessions/:id`: what /payment-success shows. */
export interface CheckoutSessionResponse {
  id: string;
  kind: CheckoutKind;
  plan: PaidPlanId;
  /** The plan a plan change moved from; null for a checkout. */
  previousPlan: PaidPlanId | null;
  status: 'open' | 'complete' | 'expired';
  /** The plan in force for the workspace now. */
  workspacePlan: PlanId;
}

/** `POST /api/billing/portal`. */
export interface BillingPortalResponse {
  url: string;
}

/** `GET /api/billing/sandbox/checkout/:id`: the sandbox checkout page's data. */
export interface SandboxCheckoutResponse {
  id: string;
  plan: PaidPlanId;
  priceBrl: number;
  email: string;
  status: 'open' | 'complete' | 'expired';
  cancelUrl: string;
}

/** `POST /api/billing/sandbox/checkout/:id/pay`: where the browser goes next. */
export interface SandboxPayResponse {
  redirectUrl: string;
}
