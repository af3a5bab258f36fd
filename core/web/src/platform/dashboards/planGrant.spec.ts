import type { BillingSubscriptionResponse } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { planGrantInForce } from './planGrant';

const subscription = (plan: 'lite' | 'pro' | 'enterprise', status: 'active' | 'past_due' = 'active'): BillingSubscriptionResponse['subscription'] => ({
  plan,
  status,
  provider: 'sandbox',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

describe('planGrantInForce', () => {
  it('names the grant when the base plan is above what the subscription pays for', () => {
    const pro = subscription('pro');
    expect(planGrantInForce({ plan: 'enterprise', basePlan: 'enterprise', mode: 'user' }, { basePlan: 'enterprise', subscription: pro })).toEqual({
      plan: 'enterprise',
      subscription: pro,
    });
    // No subscription: the paid plan is free.
    expect(planGrantInForce({ plan: 'pro', basePlan: 'pro', mode: 'user' }, { basePlan: 'pro', subscription: null })).toEqual({
      plan: 'pro',
      subscription: null,
    });
  });

  it('is null when the subscription gives the plan in force (a lower or equal grant changes nothing)', () => {
    expect(planGrantInForce({ plan: 'pro', basePlan: 'pro', mode: 'user' }, { basePlan: 'pro', subscription: subscription('pro', 'past_due') })).toBeNull();
    expect(planGrantInForce({ plan: 'free', basePlan: 'free', mode: 'user' }, { basePlan: 'free', subscription: null })).toBeNull();
  });

  it('is null when a temporary enterprise access or creator mode is what is in force, or the reads disagree', () => {
    expect(planGrantInForce({ plan: 'enterprise', basePlan: 'pro', mode: 'user' }, { basePlan: 'pro', subscription: null })).toBeNull();
    expect(planGrantInForce({ plan: 'enterprise', basePlan: 'pro', mode: 'creator' }, { basePlan: 'pro', subscription: null })).toBeNull();
    // One read older than the other (the grant changed in between): nothing is claimed until both agree.
    expect(planGrantInForce({ plan: 'enterprise', basePlan: 'enterprise', mode: 'user' }, { basePlan: 'pro', subscription: null })).toBeNull();
  });
});
