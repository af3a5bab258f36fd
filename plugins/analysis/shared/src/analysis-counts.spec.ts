import { describe, expect, it } from 'vitest';
import { appliedFixCount, failingAuditCount, failingAudits, fixCount } from './analysis-counts.js';
import type { AnalysisView } from './api.js';

const decision = (id: string) => ({ id }) as AnalysisView['auditDecisions'][number];

describe('the counts of one analysis', () => {
  it('counts a failing audit listed under two categories once', () => {
    const decisions = ['image-alt', 'meta-description', 'image-alt', 'unsized-images'].map(decision);
    expect(failingAudits(decisions).map((audit) => audit.id)).toEqual(['image-alt', 'meta-description', 'unsized-images']);
    expect(failingAuditCount({ auditDecisions: decisions })).toBe(3);
  });

  it('calls fixes locked, not applied, when the plan does not give the fixed page', () => {
    const fixes = [{ id: 'image-alt' }, { id: 'title' }] as AnalysisView['appliedFixes'];
    expect(appliedFixCount({ status: 'completed', appliedFixes: fixes, downloadUrl: null })).toEqual({ state: 'locked', count: 2 });
    expect(appliedFixCount({ status: 'completed', appliedFixes: fixes, downloadUrl: '/api/analyses/a/optimized-html' })).toEqual({
      state: 'applied',
      count: 2,
    });
    expect(appliedFixCount({ status: 'completed', appliedFixes: [], downloadUrl: null })).toEqual({ state: 'applied', count: 0 });
  });

  it('counts fixes once each, however many elements they touched, for the analysis and the standalone fixer alike', () => {
    // The HTML fixer's answer: 4 images named, 1 description written, 2 headings moved.
    const fixes = [
      { id: 'image-alt', count: 4 },
      { id: 'meta-description', count: 1 },
      { id: 'heading-order', count: 2 },
    ];
    expect(fixCount(fixes)).toBe(3);
    const applied = fixes as unknown as AnalysisView['appliedFixes'];
    expect(appliedFixCount({ status: 'completed', appliedFixes: applied, downloadUrl: '/x' }).count).toBe(fixCount(fixes));
  });
});
