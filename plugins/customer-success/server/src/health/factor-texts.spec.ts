import { describe, expect, it } from 'vitest';
import { explainFactor } from './factor-texts.js';
import type { StoredFactors, StoredSiteAudit } from '../data/health-factors.js';

const siteAudit = (pages: number): StoredSiteAudit => ({
  runId: `run-${pages}`,
  url: `https://site-${pages}.example.com/`,
  strategy: 'mobile',
  pages,
  medians: { performance: 70, accessibility: 80, seo: 90, bestPractices: 100 },
  finishedAt: '2026-11-20T12:00:00.000Z',
});

const factorsWith = (product: Partial<StoredFactors['product']>): StoredFactors => ({
  engagement: { score: null, signIns: null, lastSignInAt: null, reportViews: null, targets: { signIns: 4, reportViews: 2 } },
  value: { score: null, mrr: 0, medianMrr: null },
  satisfaction: { score: null, answers: 0, nps: null, csat: null, detractors: 0, promoters: 0 },
  product: { score: 80, sites: 1, averageSiteScore: 80, trend: 2, failing: [], ...product },
});

describe('the product factor says what each site was scored from', () => {
  it('one page, when stored before site audits were read', () => {
    expect(explainFactor('product', factorsWith({}), 'pt')).toBe('1 site auditado (uma página): média 80, tendência +2 pts em 30 dias.');
    expect(explainFactor('product', factorsWith({ sites: 3, siteAudits: [] }), 'en')).toBe(
      '3 sites audited (one page each): average 80, trend +2 pts in 30 days.',
    );
  });

  it('the medians of each site audit, and how many sites each kind scored', () => {
    const two = factorsWith({ sites: 2, siteAudits: [siteAudit(32), siteAudit(12)] });
    expect(explainFactor('product', two, 'pt')).toBe('2 sites auditados (medianas de 32 e 12 páginas): média 80, tendência +2 pts em 30 dias.');
    expect(explainFactor('product', two, 'en')).toBe('2 sites audited (medians of 32 and 12 pages): average 80, trend +2 pts in 30 days.');
    const mixed = factorsWith({ sites: 4, siteAudits: [siteAudit(1)], trend: -3, failing: ['https://a.example.com/'] });
    expect(explainFactor('product', mixed, 'pt')).toBe(
      '4 sites auditados (1 pela mediana de 1 página, 3 por uma página cada): média 80, tendência −3 pts em 30 dias; 1 com falhas.',
    );
    expect(explainFactor('product', mixed, 'en')).toBe(
      '4 sites audited (1 by the median of 1 page, 3 by one page each): average 80, trend −3 pts in 30 days; 1 failing.',
    );
  });
});
