import { comingSoonFeatures, plans } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { comparisonColumn, paidPlansOf, planChangeOf, type Availability, type PlanComparisonColumn } from './planComparison';

const featureRows = ['htmlFix', 'competitors', 'recurringReports', 'whiteLabel', 'enterpriseApi'] as const satisfies readonly (keyof PlanComparisonColumn)[];

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

  it('gives HTML fix and competitors from Pro, recurring reports to Enterprise', () => {
    expect(columns.map((column) => [column.htmlFix, column.competitors, column.recurringReports])).toEqual([
      ['not-included', 'not-included', 'not-included'],
      ['included', 'included', 'not-included'],
      ['included', 'included', 'included'],
    ]);
  });

  it('shows white-label and the enterprise API, which no plugin provides yet, as coming soon on Enterprise and never as included', () => {
    expect(comingSoonFeatures).toEqual(expect.arrayContaining(['whiteLabelDomains', 'enterpriseAPI']));
    expect(columns.map((column) => [column.whiteLabel, column.enterpriseApi])).toEqual([
      ['not-included', 'not-included'],
      ['not-included', 'not-included'],
      ['coming-soon', 'coming-soon'],
    ]);
  });

  it('marks a feature coming soon whatever plan sells it, and included only when it is built', () => {
    const everything = comparisonColumn({ ...plans.enterprise, id: 'enterprise' });
    const nothingUnbuilt = comparisonColumn({
      ...plans.enterprise,
      id: 'enterprise',
      features: plans.enterprise.features.filter((feature) => !comingSoonFeatures.includes(feature)),
    });
    const values = (column: PlanComparisonColumn): Availability[] => featureRows.map((row) => column[row]);
    expect(values(everything)).toEqual(['included', 'included', 'included', 'coming-soon', 'coming-soon']);
    expect(values(nothingUnbuilt)).toEqual(['included', 'included', 'included', 'not-included', 'not-included']);
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
