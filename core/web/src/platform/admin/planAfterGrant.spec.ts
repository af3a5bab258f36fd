import { describe, expect, it } from 'vitest';
import { planAfterGrant } from './planAfterGrant';

describe('planAfterGrant', () => {
  it('is the higher of the paid plan and the grant; without a grant, the paid plan', () => {
    expect(planAfterGrant('pro', 'enterprise')).toBe('enterprise');
    expect(planAfterGrant('enterprise', 'lite')).toBe('enterprise');
    expect(planAfterGrant('pro', 'pro')).toBe('pro');
    expect(planAfterGrant('free', 'lite')).toBe('lite');
    expect(planAfterGrant('lite', null)).toBe('lite');
  });
});
