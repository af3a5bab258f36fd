import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';

/**
 * Lighthouse's own advice against run-to-run variance: audit several times and keep the whole run
 * nearest the median first contentful paint and time to interactive (`computeMedianRun`, the
 * earliest and the latest moment of the load) — not the median performance score, whose extremes
 * swing on one metric, and not a median per metric, which would mix runs whose numbers never
 * happened together. A run that failed (runtimeError) is answered as it is.
 */
export async function medianRun(runs: number, audit: (run: number) => Promise<LighthouseResult>): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await audit(run);
    if (lhr.runtimeError) return lhr;
    results.push(lhr);
  }
  return results.length === 1 ? results[0]! : (computeMedianRun(results as never) as unknown as LighthouseResult);
}
