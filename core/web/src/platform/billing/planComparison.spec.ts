import { assemblePlanCatalogue, coreFeatures, type PlanFeature } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { comparedFeatures, paidPlansOf, planChangeOf, supportLevelOf } from './planComparison';

const feature = (key: string, plans: PlanFeature['plans']): PlanFeature => ({ key, label: { pt: key, en: key }, plans });
const installed = [
  feature('pageSpeedAPI', ['free', 'lite', 'pro', 'enterprise']),
  feature('quickAnalysis', ['lite', 'pro', 'enterprise']),
  feature('htmlAutoCorrection', ['pro', 'enterprise']),
  feature('recurringReports', ['enterprise']),
];

describe('the plans comparison table', () => {
  const catalogue = assemblePlanCatalogue([...installed, ...coreFeatures]);
  const columns = paidPlansOf(catalogue);

  it('has Lite, Pro and Enterprise, in that order, with 5 / 100 / unlimited monthly analyses', () => {
    expect(columns.map((column) => column.id)).toEqual(['lite', 'pro', 'enterprise']);
    expect(columns.map((column) => column.analyses.limit)).toEqual([5, 100, null]);
  });

  it('has a row for each installed feature that tells the paid plans apart, cheapest first, and none for what every paid plan has', () => {
    expect(comparedFeatures(catalogue, columns).map((row) => row.key)).toEqual([
      'htmlAutoCorrection',
      'sendEmail',
      'recurringReports',
      'enterpriseAPI',
      'userManagement',
    ]);
  });

  it('has no row for a feature of a plugin that is not installed', () => {
    const withoutReports = assemblePlanCatalogue([...installed.filter((entry) => entry.key !== 'recurringReports'), ...coreFeatures]);
    expect(comparedFeatures(withoutReports, paidPlansOf(withoutReports)).map((row) => row.key)).toEqual([
      'htmlAutoCorrection',
      'sendEmail',
      'enterpriseAPI',
      'userManagement',
    ]);
  });

  it('offers e-mail, priority and 24/7 support, on one row of its own', () => {
    expect(columns.map(supportLevelOf)).toEqual(['email', 'priority', '24x7']);
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
