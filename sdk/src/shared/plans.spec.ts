import { describe, expect, it } from 'vitest';
import { coreFeatures, type PlanFeature } from './features.js';
import { assemblePlanCatalogue, featuresOfPlan, firstPlanWith } from './plans.js';

const feature = (key: string, plans: PlanFeature['plans']): PlanFeature => ({ key, label: { pt: key, en: key }, plans });

describe('assemblePlanCatalogue', () => {
  it('gives each plan the features that name it, cheapest plan first, and nothing that was not declared', () => {
    const catalogue = assemblePlanCatalogue([feature('deploy', ['enterprise']), feature('history', ['free', 'lite', 'pro', 'enterprise'])]);
    expect(catalogue.features.map((entry) => entry.key)).toEqual(['history', 'deploy']);
    expect(Object.fromEntries(catalogue.plans.map((plan) => [plan.id, plan.features]))).toEqual({
      free: ['history'],
      lite: ['history'],
      pro: ['history'],
      enterprise: ['history', 'deploy'],
    });
    expect(catalogue.plans.find((plan) => plan.id === 'pro')).toMatchObject({ name: 'Pro', priceBrl: 79, analyses: { limit: 100, period: 'month' } });
    expect(firstPlanWith(catalogue, 'deploy')).toBe('enterprise');
    expect(firstPlanWith(catalogue, 'teleport')).toBeNull();
    expect([...featuresOfPlan(catalogue, 'lite')]).toEqual(['history']);
  });

  it("holds the core's features in every instance: support levels, the bilingual interface, the enterprise ones", () => {
    const catalogue = assemblePlanCatalogue(coreFeatures);
    expect(catalogue.plans.find((plan) => plan.id === 'free')!.features).toEqual(['bilingualInterface']);
    expect(catalogue.plans.find((plan) => plan.id === 'enterprise')!.features).toEqual(coreFeatures.map((feature) => feature.key));
    expect(catalogue.plans.find((plan) => plan.id === 'pro')!.features).toEqual(['bilingualInterface', 'emailSupport', 'prioritySupport', 'sendEmail']);
  });

  it('throws on a key declared twice', () => {
    expect(() => assemblePlanCatalogue([feature('deploy', ['enterprise']), feature('deploy', ['pro', 'enterprise'])])).toThrow(/"deploy" is declared twice/);
  });
});
