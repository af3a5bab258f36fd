import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.js';

const run = (performance: number, id: string) => ({ categories: { performance: { score: performance } }, audits: {}, requestedUrl: id }) as unknown as LighthouseResult;

describe('medianRun', () => {
  it('keeps the whole run with the median performance score', async () => {
    const results = [run(0.78, 'a'), run(1, 'b'), run(0.83, 'c')];
    const calls: number[] = [];
    const kept = await medianRun(3, async (index) => {
      calls.push(index);
      return results[index - 1]!;
    });
    expect(kept.requestedUrl).toBe('c');
    expect(calls).toEqual([1, 2, 3]);
  });

  it('runs once when asked for one run, and stops at a failed run', async () => {
    expect((await medianRun(1, async () => run(0.5, 'only'))).requestedUrl).toBe('only');
    const failed = { ...run(0, 'failed'), runtimeError: { code: 'NO_FCP', message: 'x' } } as unknown as LighthouseResult;
    let calls = 0;
    expect(await medianRun(3, async () => (calls++, failed))).toBe(failed);
    expect(calls).toBe(1);
  });
});
