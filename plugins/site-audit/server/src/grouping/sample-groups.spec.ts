import { describe, expect, it } from 'vitest';
import { planTestSite } from '../testing/index.js';
import { groupByRouteShape, sampleGroups, spreadAcross } from './index.js';

const products = planTestSite().groups.find((group) => group.shape === '/produtos/:slug')!.paths;

describe('sampling each group', () => {
  it('audits 5 pages per group by default: the first, the last and three at even steps between', () => {
    expect(products).toHaveLength(24);
    const [sampled] = sampleGroups([{ shape: '/produtos/:slug', urls: [...products] }]);
    // 24 pages, steps of 23/4 = 5.75: positions 0, 6, 12, 17 and 23 of the sorted group.
    expect(sampled!.sample).toEqual([0, 6, 12, 17, 23].map((position) => products[position]));
    expect(sampled!.represented).toBe(24);
    expect(sampled!.standsFor).toHaveLength(19);
    expect([...sampled!.sample, ...sampled!.standsFor].sort()).toEqual([...products].sort());
    expect(sampled!.standsFor.filter((url) => sampled!.sample.includes(url))).toEqual([]);
  });

  it('takes a whole group no larger than the sample, and every page of every group when asked for all', () => {
    const groups = [
      { shape: '/', urls: ['/'] },
      { shape: '/lojas/:slug', urls: ['/lojas/recife', '/lojas/campinas', '/lojas/salvador'] },
      { shape: '/produtos/:slug', urls: [...products] },
    ];
    expect(sampleGroups(groups).map(({ sample, standsFor }) => [sample.length, standsFor.length])).toEqual([
      [1, 0],
      [3, 0],
      [5, 19],
    ]);
    expect(sampleGroups(groups)[1]!.sample).toEqual(['/lojas/campinas', '/lojas/recife', '/lojas/salvador']);
    const everything = sampleGroups(groups, { all: true });
    expect(everything.flatMap((group) => group.sample)).toHaveLength(1 + 3 + 24);
    expect(everything.every((group) => group.standsFor.length === 0 && group.represented === group.sample.length)).toBe(true);
  });

  it('honours another sample size, and refuses one that is not a whole number of at least 1', () => {
    const group = { shape: '/produtos/:slug', urls: [...products] };
    expect(sampleGroups([group], { perGroup: 1 })[0]!.sample).toEqual([products[0]]);
    expect(sampleGroups([group], { perGroup: 2 })[0]!.sample).toEqual([products[0], products[23]]);
    expect(sampleGroups([group], { perGroup: 24 })[0]!.sample).toEqual([...products]);
    expect(() => sampleGroups([group], { perGroup: 0 })).toThrow(RangeError);
    expect(() => sampleGroups([group], { perGroup: 2.5 })).toThrow(RangeError);
  });

  it('picks the same pages whatever the order of the group, and each page once', () => {
    const forwards = sampleGroups([{ shape: '/produtos/:slug', urls: [...products] }]);
    const backwards = sampleGroups([{ shape: '/produtos/:slug', urls: [...products].reverse() }]);
    expect(backwards).toEqual(forwards);
    for (let size = 1; size <= 60; size++) {
      const list = Array.from({ length: size }, (_, index) => index);
      for (const count of [1, 2, 3, 5, 7]) {
        const picked = spreadAcross(list, count);
        expect(new Set(picked).size).toBe(Math.min(size, count));
        if (size > 1 && count > 1) expect([picked[0], picked.at(-1)]).toEqual([0, size - 1]);
      }
    }
  });

  it('turns the test site into 9 one-off pages and 5 pages for each of its 4 templates', () => {
    for (const options of [{}, { pagesPerTemplate: 500 }]) {
      const plan = planTestSite(options);
      const samples = sampleGroups(groupByRouteShape(plan.pages));
      expect(samples.filter((group) => group.represented === 1)).toHaveLength(9);
      expect(samples.filter((group) => group.represented > 1).map((group) => group.sample.length)).toEqual([5, 5, 5, 5]);
      expect(samples.reduce((total, group) => total + group.sample.length + group.standsFor.length, 0)).toBe(plan.pages.length);
    }
  });
});
