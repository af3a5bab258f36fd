import { describe, expect, it } from 'vitest';
import { verificationSummary } from './verification-summary.js';

const fixes = [
  { id: 'meta-description', category: 'seo' as const, titles: { pt: 'Descrição da página', en: 'Page description' } },
  { id: 'lazy-loading', category: 'performance' as const, titles: { pt: 'Carregar sob demanda', en: 'Lazy-load' } },
  { id: 'defer-scripts', category: 'performance' as const, titles: { pt: 'Adiar scripts', en: 'Defer scripts' } },
];

describe('verificationSummary: the proof read with the run-to-run spread rule', () => {
  it('calls a performance change within the spread stable and names what was verified', () => {
    const summary = verificationSummary(
      { performance: 99, accessibility: 50, seo: 70, bestPractices: 96 },
      { performance: 96, accessibility: 90, seo: 97, bestPractices: 96 },
      fixes,
    );
    expect(summary.categories.map((entry) => entry.verdict)).toEqual(['stable', 'improved', 'improved', 'stable']);
    expect(summary.regressions).toEqual([]);
    expect(summary.headline.pt).toBe('Acessibilidade +40 e SEO +27 verificados; desempenho e boas práticas estáveis');
    expect(summary.headline.en).toBe('Accessibility +40 and SEO +27 verified; performance and best practices stable');
  });

  it('names a fall beyond the spread a regression, with the fixes of that category', () => {
    const summary = verificationSummary(
      { performance: 98, accessibility: 90, seo: 70, bestPractices: 100 },
      { performance: 82, accessibility: 90, seo: 97, bestPractices: 100 },
      fixes,
    );
    expect(summary.categories[0]).toEqual({ category: 'performance', from: 98, to: 82, verdict: 'regressed' });
    expect(summary.regressions).toEqual([{ category: 'performance', fixes: fixes.slice(1).map(({ id, titles }) => ({ id, titles })) }]);
    expect(summary.headline.pt).toBe('SEO +27 verificado; regressão em desempenho −16; acessibilidade e boas práticas estáveis');
  });

  it('says nothing moved beyond normal variation when no category did', () => {
    const summary = verificationSummary(
      { performance: 90, accessibility: 90, seo: 90, bestPractices: 90 },
      { performance: 88, accessibility: 91, seo: 90, bestPractices: 90 },
      [],
    );
    expect(summary.headline).toEqual({ pt: 'Nenhuma mudança além da variação normal', en: 'No change beyond normal variation' });
  });
});
