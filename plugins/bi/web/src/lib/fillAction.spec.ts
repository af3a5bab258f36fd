import { modelKinds } from '@otimiza/plugin-bi-shared';
import { describe, expect, it } from 'vitest';
import { fillActionLinks, modelFillAction } from './fillAction';

describe('the action that fills an empty BI figure', () => {
  it('sends the churn model to customer success’s clients and every other model to the CSV import', () => {
    expect(Object.fromEntries(modelKinds.map((kind) => [kind, modelFillAction(kind)]))).toEqual({
      revenue: 'import-series',
      churn: 'add-customers',
      demand: 'import-series',
      pricing: 'import-series',
      growth: 'import-series',
    });
  });

  it('links each action to the page or tab where it is done', () => {
    expect(fillActionLinks['import-series']).toEqual({ to: '/business-intelligence', search: { tab: 'metrics' } });
    expect(fillActionLinks['add-customers']).toEqual({ to: '/customer-success', search: { tab: 'customers' } });
    expect(fillActionLinks['add-clients']).toEqual({ to: '/clients' });
    expect(fillActionLinks['run-competitor-analyses']).toEqual({ to: '/ai-tools', search: { tool: 'competitor-analysis' } });
  });
});
