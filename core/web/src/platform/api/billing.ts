import type { BillingPortalResponse, CheckoutSessionResponse, SandboxCheckoutResponse, SandboxPayResponse } from '@otimiza/sdk/shared';
import { ApiRequestError, apiFetch, billingQueryKey } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/** How often /payment-success asks whether the payment was confirmed, and for how long. */
export const confirmationPollMs = 1500;
export const confirmationTimeoutMs = 60_000;

/**
 * `GET /api/billing/checkout-sessions/:id`: the session as the server knows it (it asks the
 * payment provider when the session is still open). Polled while open, for up to a minute.
 */
export const checkoutSessionQueryOptions = (sessionId: string, startedAt: number) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'checkout-session', sessionId] as const,
    queryFn: ({ signal }) => apiFetch<CheckoutSessionResponse>(`/api/billing/checkout-sessions/${encodeURIComponent(sessionId)}`, { signal }),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status > 0 && error.status < 500),
    refetchInterval: (query) => (query.state.data?.status === 'open' && Date.now() - startedAt < confirmationTimeoutMs ? confirmationPollMs : false),
    refetchOnWindowFocus: false,
    staleTime: 0,
  });

/** `POST /api/billing/portal`: the address of the subscription's management page (Stripe's, or the sandbox's). */
export const openBillingPortal = () => apiFetch<BillingPortalResponse>('/api/billing/portal', { method: 'POST' });

/** `GET /api/billing/sandbox/checkout/:id`: the local sandbox's checkout page data. */
export const sandboxCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...billingQueryKey, 'sandbox-checkout', sessionId] as const,
    queryFn: ({ signal }) => apiFetch<SandboxCheckoutResponse>(`/api/billing/sandbox/checkout/${encodeURIComponent(sessionId)}`, { signal }),
    retry: false,
  });

export const paySandboxCheckout = (sessionId: string) =>
  apiFetch<SandboxPayResponse>(`/api/billing/sandbox/checkout/${encodeURIComponent(sessionId)}/pay`, { method: 'POST' });

export const cancelSandboxSubscription = () => apiFetch<{ success: boolean }>('/api/billing/sandbox/subscription/cancel', { method: 'POST' });

export const simulateSandboxPaymentFailure = () => apiFetch<{ success: boolean }>('/api/billing/sandbox/subscription/payment-failed', { method: 'POST' });

/** `DELETE /api/billing/pending-plan`: the plan chosen at registration stops waiting for payment. */
export const dropPendingPlan = () => apiFetch<{ success: true }>('/api/billing/pending-plan', { method: 'DELETE' });
