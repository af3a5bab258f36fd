import { isPaidPlanId, textProblemOf, type PaidPlanId, type SubscriptionStatus } from '@otimiza/sdk/shared';
import type { PriceLike } from './plan-prices.service.js';
import { subscriptionStatusOf } from './subscription-state.js';

/**
 * A webhook event as Stripe sends it (and as the sandbox builds it): only the fields Otimiza
 * reads. Objects are read defensively: a field of the wrong type counts as absent.
 */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

/** A NUL or a broken surrogate cannot be stored: such a field counts as absent too. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && !textProblemOf(value) ? value : null;
}

/** An id field that Stripe sends as a string, or as the expanded object. */
function idOf(value: unknown): string | null {
  return text(value) ?? text(record(value)?.['id']);
}

function metadataOf(object: Json): Record<string, string> {
  const metadata = record(object['metadata']) ?? {};
  return Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** 9999-12-31T23:59:59Z: the last second both a JavaScript Date and PostgreSQL's timestamptz hold. */
export const LAST_EPOCH_SECOND = 253_402_300_799;

/** A time in seconds since the epoch; out of range or not a number counts as absent. */
function dateOfEpochSeconds(value: unknown): Date | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= LAST_EPOCH_SECOND ? new Date(value * 1000) : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function workspaceIdOf(value: string | null | undefined): string | null {
  return value && uuidPattern.test(value) ? value.toLowerCase() : null;
}

export interface CheckoutCompletion {
  sessionId: string;
  mode: string | null;
  workspaceId: string | null;
  plan: PaidPlanId | null;
  subscriptionId: string | null;
  customerId: string | null;
  /** Paid now (card, Pix) or later (boleto): the subscription waits as `incomplete` until then. */
  paid: boolean;
}

export function readCheckoutSession(object: unknown): CheckoutCompletion | null {
  const session = record(object);
  const sessionId = text(session?.['id']);
  if (!session || !sessionId) return null;
  const metadata = metadataOf(session);
  const plan = metadata['plan'];
  const paymentStatus = text(session['payment_status']);
  return {
    sessionId,
    mode: text(session['mode']),
    workspaceId: workspaceIdOf(metadata['workspaceId'] ?? text(session['client_reference_id'])),
    plan: isPaidPlanId(plan) ? plan : null,
    subscriptionId: idOf(session['subscription']),
    customerId: idOf(session['customer']),
    paid: paymentStatus === 'paid' || paymentStatus === 'no_payment_required',
  };
}

export interface SubscriptionFacts {
  id: string;
  workspaceId: string | null;
  customerId: string | null;
  plan: PaidPlanId | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function readSubscription(object: unknown, planOfPrice: (price: PriceLike | null) => PaidPlanId | null): SubscriptionFacts | null {
  const subscription = record(object);
  const id = text(subscription?.['id']);
  const status = subscriptionStatusOf(subscription?.['status']);
  if (!subscription || !id || !status) return null;
  const metadata = metadataOf(subscription);
  const items = record(subscription['items'])?.['data'];
  const item = Array.isArray(items) ? record(items[0]) : null;
  const price = record(item?.['price']);
  const metadataPlan = metadata['plan'];
  // Since API 2025-03-31 the period lives on the item; older versions had it on the subscription.
  const periodEnd = item?.['current_period_end'] ?? subscription['current_period_end'];
  return {
    id,
    workspaceId: workspaceIdOf(metadata['workspaceId']),
    customerId: idOf(subscription['customer']),
    plan:
      planOfPrice(price ? { id: text(price['id']) ?? '', lookup_key: text(price['lookup_key']), metadata: metadataOf(price) } : null) ??
      (isPaidPlanId(metadataPlan) ? metadataPlan : null),
    status,
    currentPeriodEnd: dateOfEpochSeconds(periodEnd),
    cancelAtPeriodEnd: subscription['cancel_at_period_end'] === true,
  };
}

/** The subscription an invoice belongs to (`parent.subscription_details` since 2025-03-31, `subscription` before). */
export function readInvoiceSubscriptionId(object: unknown): string | null {
  const invoice = record(object);
  if (!invoice) return null;
  const details = record(record(invoice['parent'])?.['subscription_details']);
  return idOf(details?.['subscription']) ?? idOf(invoice['subscription']);
}
