import { describe, expect, it } from 'vitest';
import { casaVerdePages, origin, pageAt } from './site-report.fixture.js';
import { siteScoresOf } from './site-scores.js';

const worst = (path: string, score: number) => ({ score, url: `${origin}${path}`, pageId: pageAt(path).pageId });

describe('siteScoresOf', () => {
  it('gives the median of the 7 audited pages and the worst page of each category', () => {
    expect(siteScoresOf(casaVerdePages)).toEqual({
      // 47 58 64 [69] 71 79 82
      performance: { median: 69, worst: worst('/produtos/regador-metal', 47) },
      // 74 81 81 [88] 90 95 95
      accessibility: { median: 88, worst: worst('/produtos/regador-metal', 74) },
      // 83 91 92 [92] 92 100 100
      seo: { median: 92, worst: worst('/produtos/regador-metal', 83) },
      // 96 96 100 [100] 100 100 100: regador-metal comes first in storage, adubo-organico first by address.
      bestPractices: { median: 100, worst: worst('/produtos/adubo-organico', 96) },
    });
  });

  it('gives the same figures whatever order the pages come in', () => {
    expect(siteScoresOf([...casaVerdePages].reverse())).toEqual(siteScoresOf(casaVerdePages));
  });

  it('takes the mean of the two middle pages of an even count, rounded half up', () => {
    const stores = casaVerdePages.filter((page) => page.group === '/lojas/:slug');
    const scores = siteScoresOf(stores);
    // Campinas 82 / 100, Recife 79 / 91: 80.5 and 95.5.
    expect(scores.performance).toEqual({ median: 81, worst: worst('/lojas/recife', 79) });
    expect(scores.seo).toEqual({ median: 96, worst: worst('/lojas/recife', 91) });
    expect(scores.accessibility).toEqual({ median: 95, worst: worst('/lojas/campinas', 95) });
  });

  it('counts only completed pages with scores: the failed, queued and unaudited ones weigh nothing', () => {
    const unscored = { ...pageAt('/produtos/tesoura-poda'), status: 'completed' as const };
    const queued = { ...pageAt('/blog/poda-de-inverno'), status: 'queued' as const };
    expect(siteScoresOf([...casaVerdePages, unscored, queued])).toEqual(siteScoresOf(casaVerdePages));
  });

  it('is null everywhere while no page has been audited', () => {
    const waiting = casaVerdePages.filter((page) => page.status !== 'completed');
    expect(waiting).toHaveLength(5);
    const empty = { median: null, worst: null };
    expect(siteScoresOf(waiting)).toEqual({ performance: empty, accessibility: empty, seo: empty, bestPractices: empty });
    expect(siteScoresOf([])).toEqual({ performance: empty, accessibility: empty, seo: empty, bestPractices: empty });
  });
});
