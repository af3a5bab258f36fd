import { interactiveReportTypes } from '@otimiza/plugin-reports-shared';
import { describe, expect, it } from 'vitest';
import { linkOf, makeItemLink } from './report-links';

describe('report links', () => {
  it('turns an item’s href into the router’s path and search', () => {
    expect(linkOf('/site-audit/4f0c')).toEqual({ to: '/site-audit/4f0c' });
    expect(linkOf('/audit-compliance?report=abc')).toEqual({ to: '/audit-compliance', search: { report: 'abc' } });
    expect(linkOf('/ai-tools?tool=competitor-analysis&url=https%3A%2F%2Floja.com.br%2F')).toEqual({
      to: '/ai-tools',
      search: { tool: 'competitor-analysis', url: 'https://loja.com.br/' },
    });
  });

  it('names where each type’s items are made, for its empty list', () => {
    expect(Object.keys(makeItemLink).sort()).toEqual([...interactiveReportTypes].sort());
    expect(makeItemLink.competitor_comparison).toEqual({ to: '/ai-tools', search: { tool: 'competitor-analysis' } });
    expect(makeItemLink.business_intelligence).toEqual({ to: '/business-intelligence', search: { tab: 'reports' } });
  });
});
