import { plans } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { comparisonColumn, paidPlansOf, planChangeOf } from './planComparison';

describe('the plans comparison table (spec 000 §2)', () => {
  const columns = paidPlansOf(Object.values(plans)).map(comparisonColumn);

  it('has Lite, Pro and Enterprise, in that order', () => {
    expect(columns.map((column) => column.id)).toEqual(['lite', 'pro', 'enterprise']);
  });

  it('reads 5 / 100 / unlimited monthly analyses', () => {
    expect(columns.map((column) => column.analyses)).toEqual([
      { limit: 5, period: 'month' },
      { limit: 100, period: 'month' },
      { limit: null, period: 'month' },
    ]);
  });

  it('gives HTML fix and competitors from Pro, recurring reports, white-label and the API to Enterprise only', () => {
    expect(columns.map((column) => [column.htmlFix, column.competitors])).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
    expect(columns.map((column) => [column.recurringReports, column.whiteLabel, column.enterpriseApi])).toEqual([
      [false, false, false],
      [false, false, false],
      [true, true, true],
    ]);
  });

  it('offers e-mail, priority and 24/7 support', () => {
    expect(columns.map((column) => column.support)).toEqual(['email', 'priority', '24x7']);
  });

  it('skips plans the catalogue does not have', () => {
    expect(paidPlansOf([plans.free, plans.pro]).map((plan) => plan.id)).toEqual(['pro']);
  });
});

describe('a plan change', () => {
  it('is an upgrade up the list, a downgrade down it, and nothing on the same plan', () => {
    expect(planChangeOf('free', 'lite')).toBe('upgrade');
    expect(planChangeOf('lite', 'enterprise')).toBe('upgrade');
    expect(planChangeOf('enterprise', 'pro')).toBe('downgrade');
    expect(planChangeOf('pro', 'pro')).toBe('current');
  });
});
