import { describe, expect, it } from 'vitest';
import { benchmarkOf } from './benchmark.js';

describe('benchmarkOf', () => {
  const cohort = { workspaces: 5, sites: 8, values: [40, 50, 60, 70, 80, 90, 95, 100] };

  it('answers the median, the best quarter and the share of the cohort a score does as well as', () => {
    expect(benchmarkOf(cohort, 90)).toEqual({ industry: 75, topQuartile: 91.3, percentile: 75 });
    expect(benchmarkOf(cohort, 30)?.percentile).toBe(0);
    expect(benchmarkOf(cohort, 100)?.percentile).toBe(100);
  });

  it('takes the lowest quarter as the best where lower is better (LCP in ms)', () => {
    const lcp = [1200, 1800, 2500, 3000, 4000];
    expect(benchmarkOf(lcp, 1800, { lowerIsBetter: true })).toEqual({ industry: 2500, topQuartile: 1800, percentile: 80 });
    expect(benchmarkOf(lcp, 5000, { lowerIsBetter: true })?.percentile).toBe(0);
  });

  it('is null without a cohort, never a made-up figure', () => {
    expect(benchmarkOf(null, 90)).toBeNull();
    expect(benchmarkOf([], 90)).toBeNull();
    expect(benchmarkOf(cohort, Number.NaN)).toBeNull();
  });
});
