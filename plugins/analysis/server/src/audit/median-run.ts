import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';

const performanceOf = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;

/**
 * Lighthouse's own advice against run-to-run variance: audit several times and keep the whole run
 * whose performance score is the median — not a median per metric, which would mix runs whose
 * numbers never happened together. A run that failed (runtimeError) is answered as it is.
 */
export async function medianRun(runs: number, audit: (run: number) => Promise<LighthouseResult>): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await audit(run);
    if (lhr.runtimeError) return lhr;
    results.push(lhr);
  }
  return [...results].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor((results.length - 1) / 2)]!;
}
