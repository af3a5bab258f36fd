import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.js';

const run = (fcp: number, tti: number, id: string) =>
  ({
    categories: { performance: { score: 0.9 } },
    audits: { 'first-contentful-paint': { numericValue: fcp }, interactive: { numericValue: tti } },
    requestedUrl: id,
  }) as unknown as LighthouseResult;

describe('medianRun', () => {
  it('keeps the whole run nearest the median first paint and time to interactive, as Lighthouse advises', async () => {
    // Medians: FCP 800, TTI 1500 — 'c' sits on both; 'a' is the fast outlier, 'b' the slow one.
    const results = [run(650, 1200, 'a'), run(1400, 2600, 'b'), run(800, 1500, 'c')];
    const calls: number[] = [];
    const kept = await medianRun(3, async (index) => {
      calls.push(index);
      return results[index - 1]!;
    });
    expect(kept.requestedUrl).toBe('c');
    expect(calls).toEqual([1, 2, 3]);
  });

  it('runs once when asked for one run, and stops at a failed run', async () => {
    expect((await medianRun(1, async () => run(700, 900, 'only'))).requestedUrl).toBe('only');
    const failed = { ...run(0, 0, 'failed'), runtimeError: { code: 'NO_FCP', message: 'x' } } as unknown as LighthouseResult;
    let calls = 0;
    expect(await medianRun(3, async () => (calls++, failed))).toBe(failed);
    expect(calls).toBe(1);
  });
});
