import { describe, expect, it } from 'vitest';
import { keepsPlan, replacesStored, subscriptionStatusOf } from './subscription-state.js';

const at = (seconds: number) => new Date(seconds * 1000);

describe('replacesStored', () => {
  it('takes the first news about a subscription', () => {
    expect(replacesStored(null, { status: 'active', at: at(10) })).toBe(true);
  });

  it('drops news older than what is stored', () => {
    expect(replacesStored({ status: 'past_due', stateAt: at(20) }, { status: 'active', at: at(10) })).toBe(false);
  });

  it('applies newer news and news of the same second', () => {
    expect(replacesStored({ status: 'active', stateAt: at(20) }, { status: 'past_due', at: at(30) })).toBe(true);
    expect(replacesStored({ status: 'active', stateAt: at(20) }, { status: 'canceled', at: at(20) })).toBe(true);
  });

  it('never revives an ended subscription, whatever the order', () => {
    expect(replacesStored({ status: 'canceled', stateAt: at(20) }, { status: 'active', at: at(30) })).toBe(false);
    expect(replacesStored({ status: 'incomplete_expired', stateAt: at(20) }, { status: 'active', at: at(30) })).toBe(false);
  });
});

describe('statuses', () => {
  it('keeps the paid plan while active, trialing or retrying a payment', () => {
    expect(['active', 'trialing', 'past_due'].every((status) => keepsPlan(subscriptionStatusOf(status)!))).toBe(true);
    expect(['unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'].some((status) => keepsPlan(subscriptionStatusOf(status)!))).toBe(false);
  });

  it('refuses statuses Stripe does not have', () => {
    expect(subscriptionStatusOf('deleted')).toBeNull();
    expect(subscriptionStatusOf(undefined)).toBeNull();
  });
});
