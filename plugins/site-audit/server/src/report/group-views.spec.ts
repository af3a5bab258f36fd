import { describe, expect, it } from 'vitest';
import { groupViewsOf } from './group-views.js';
import { casaVerdePages, casaVerdeProofs, origin, pageAt } from './site-report.fixture.js';

const sample = (path: string) => {
  const page = pageAt(path);
  return { url: `${origin}${path}`, pageId: page.pageId, status: page.status, analysisId: page.analysisId };
};

describe('groupViewsOf', () => {
  it('gives each group its pages, audited pages, samples by address, median scores and proof, the largest first', () => {
    expect(groupViewsOf(casaVerdePages, casaVerdeProofs)).toEqual([
      {
        shape: '/produtos/:slug',
        pages: 6,
        audited: 3,
        // The failed page was chosen for the group too; the two sampled-out pages are represented.
        samples: ['/produtos/adubo-organico', '/produtos/muda-lavanda', '/produtos/regador-metal', '/produtos/tesoura-poda'].map(sample),
        // 47 58 64 · 74 81 81 · 83 92 92 · 96 96 100
        scores: { performance: 58, accessibility: 81, seo: 92, bestPractices: 96 },
        proof: {
          analysisId: pageAt('/produtos/adubo-organico').analysisId,
          status: 'completed',
          before: { performance: 58, accessibility: 81, seo: 92, bestPractices: 96 },
          after: { performance: 66, accessibility: 100, seo: 100, bestPractices: 100 },
          fixes: [],
        },
      },
      {
        shape: '/blog/:slug',
        pages: 4,
        audited: 2,
        // The two posts past the plan's cap were not audited: no samples.
        samples: ['/blog/como-regar-suculentas', '/blog/horta-na-varanda'].map(sample),
        // (71 + 69) / 2, (90 + 88) / 2, (100 + 92) / 2
        scores: { performance: 70, accessibility: 89, seo: 96, bestPractices: 100 },
        proof: { analysisId: pageAt('/blog/como-regar-suculentas').analysisId, status: 'pending', before: null, after: null, fixes: [] },
      },
      {
        shape: '/lojas/:slug',
        pages: 2,
        audited: 2,
        samples: ['/lojas/campinas', '/lojas/recife'].map(sample),
        // 80.5 and 95.5 rounded half up.
        scores: { performance: 81, accessibility: 95, seo: 96, bestPractices: 100 },
        proof: null,
      },
    ]);
  });

  it('lists queued pages among the samples while the run goes on, and leaves out scores it has no data for', () => {
    const going = casaVerdePages.map((page) =>
      page.group === '/lojas/:slug' ? { ...page, status: 'queued' as const, scores: null, analysisId: null, failingAudits: [] } : page,
    );
    const stores = groupViewsOf(going, [])[2]!;
    expect(stores).toEqual({
      shape: '/lojas/:slug',
      pages: 2,
      audited: 0,
      samples: [
        { url: `${origin}/lojas/campinas`, pageId: pageAt('/lojas/campinas').pageId, status: 'queued', analysisId: null },
        { url: `${origin}/lojas/recife`, pageId: pageAt('/lojas/recife').pageId, status: 'queued', analysisId: null },
      ],
      scores: {},
      proof: null,
    });
  });

  it('orders groups of the same size by shape and leaves cancelled pages out of the samples', () => {
    const twoEach = casaVerdePages.filter((page) =>
      ['/blog/poda-de-inverno', '/blog/adubacao-de-primavera', '/lojas/recife', '/lojas/campinas'].includes(page.url.slice(origin.length)),
    );
    const cancelled = twoEach.map((page) => (page.group === '/blog/:slug' ? { ...page, status: 'cancelled' as const } : page));
    expect(groupViewsOf(cancelled, []).map(({ shape, pages, audited, samples }) => [shape, pages, audited, samples.length])).toEqual([
      ['/blog/:slug', 2, 0, 0],
      ['/lojas/:slug', 2, 2, 2],
    ]);
    expect(groupViewsOf([], casaVerdeProofs)).toEqual([]);
  });
});
