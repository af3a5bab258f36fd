import { describe, expect, it } from 'vitest';
import { effectivePlanOf, workspacePlanOf } from './effective-plan.js';

const now = new Date('2026-11-24T12:00:00Z');

describe('workspacePlanOf', () => {
  it('takes the administrator’s grant when it is higher than the paid plan', () => {
    expect(workspacePlanOf('free', 'enterprise')).toBe('enterprise');
    expect(workspacePlanOf('pro', 'enterprise')).toBe('enterprise');
  });

  it('never lowers the paid plan, and without a grant is the paid plan', () => {
    expect(workspacePlanOf('pro', 'lite')).toBe('pro');
    expect(workspacePlanOf('pro', 'pro')).toBe('pro');
    expect(workspacePlanOf('lite', null)).toBe('lite');
    expect(workspacePlanOf('gold', 'platinum')).toBe('free');
  });
});

describe('effectivePlanOf', () => {
  it('raises the workspace’s plan with a running temporary enterprise access, and modes override both', () => {
    const base = { plan: 'free', grantedPlan: 'pro', temporaryEnterpriseUntil: null, mode: 'user' as const, now };
    expect(effectivePlanOf(base)).toBe('pro');
    expect(effectivePlanOf({ ...base, temporaryEnterpriseUntil: new Date('2026-11-25T00:00:00Z') })).toBe('enterprise');
    expect(effectivePlanOf({ ...base, temporaryEnterpriseUntil: new Date('2026-11-23T00:00:00Z') })).toBe('pro');
    expect(effectivePlanOf({ ...base, mode: 'demo' })).toBe('pro');
    expect(effectivePlanOf({ ...base, grantedPlan: 'lite', mode: 'creator' })).toBe('enterprise');
  });
});
