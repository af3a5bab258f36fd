import { planKeepingStatuses, type SubscriptionStatus } from '@otimiza/sdk/shared';
import type { StoredSubscription } from './billing-store.js';

/** A subscription as the provider last described it: the fields stored of it, its workspace and when. */
export interface SubscriptionSnapshot extends StoredSubscription {
  workspaceId: string;
  /** When the provider produced this state: the event's `created`. */
  at: Date;
}

export interface StoredSubscriptionState {
  status: SubscriptionStatus;
  stateAt: Date;
}

const endedStatuses: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export function isEnded(status: SubscriptionStatus): boolean {
  return endedStatuses.includes(status);
}

export function keepsPlan(status: SubscriptionStatus): boolean {
  return planKeepingStatuses.includes(status);
}

/**
 * Whether news about a subscription replaces what is stored. Webhooks arrive in any order, so
 * older news is dropped, and an ended subscription stays ended (the provider never revives one;
 * a new purchase is a new subscription). News as old as the stored state is applied, so an end
 * in the same second as an update wins over it.
 */
export function replacesStored(stored: StoredSubscriptionState | null, next: { status: SubscriptionStatus; at: Date }): boolean {
  if (!stored) return true;
  if (isEnded(stored.status)) return false;
  return next.at.getTime() >= stored.stateAt.getTime();
}

const knownStatuses: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'];

export function subscriptionStatusOf(value: unknown): SubscriptionStatus | null {
  return typeof value === 'string' && (knownStatuses as readonly string[]).includes(value) ? (value as SubscriptionStatus) : null;
}

/** Now, in whole seconds like the provider's event times, so a webhook of the same change is not taken as older news. */
export function providerNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}
