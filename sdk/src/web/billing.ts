import { queryOptions } from '@tanstack/react-query';
import type { BillingSubscriptionResponse, CheckoutUrlResponse, PaidPlanId, PlanId, UpgradeUrlResponse } from '../shared/index.js';
import { apiFetch } from './api-fetch.js';

/** Where the plans page lives: every upgrade link and the checkout's default cancel address lead there. */
export const pricingPath = '/pricing';

/** The plan one step above `plan`, as the upgrade dialogs offer it (free → lite → pro → enterprise). */
export function nextPaidPlan(plan: PlanId): PaidPlanId | null {
  switch (plan) {
    case 'free':
      return 'lite';
    case 'lite':
      return 'pro';
    case 'pro':
      return 'enterprise';
    default:
      return null;
  }
}

export interface CheckoutReturnUrls {
  /** Where the payment page sends the buyer after paying; the server's default is /payment-success. */
  successUrl?: string;
  /** Where it sends the buyer who gives up; the server's default is /pricing?checkout=cancelled. */
  cancelUrl?: string;
}

/**
 * `POST /api/upgrade/create-checkout`: a checkout for `plan` (outcome `checkout`, `url` is the
 * payment page), or, for a workspace that already pays, the subscription moved to `plan`
 * (outcome `plan-changed`, `url` is the payment-success page).
 */
export function createUpgradeCheckout(plan: PaidPlanId, urls: CheckoutReturnUrls = {}): Promise<UpgradeUrlResponse> {
  return apiFetch<UpgradeUrlResponse>('/api/upgrade/create-checkout', { method: 'POST', json: { planType: plan, ...urls } });
}

/**
 * `POST /api/stripe/create-checkout`: the checkout that registration with a paid plan asks for.
 * The server takes the e-mail from the session.
 */
export function createPlanCheckout(plan: PaidPlanId, email: string, urls: CheckoutReturnUrls = {}): Promise<CheckoutUrlResponse> {
  return apiFetch<CheckoutUrlResponse>('/api/stripe/create-checkout', { method: 'POST', json: { planId: plan, email, ...urls } });
}

export const billingQueryKey = ['billing'] as const;

/** `GET /api/billing/subscription`: the workspace's subscription and how payments work on this instance. */
export const billingSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...billingQueryKey, 'subscription'] as const,
    queryFn: ({ signal }) => apiFetch<BillingSubscriptionResponse>('/api/billing/subscription', { signal }),
    retry: false,
    staleTime: 30_000,
  });
