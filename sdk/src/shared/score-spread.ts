/** The four category scores and the Lighthouse metrics a trend or a comparison is drawn on. */
export type SpreadMetric =
  | 'performance'
  | 'accessibility'
  | 'seo'
  | 'bestPractices'
  | 'first-contentful-paint'
  | 'largest-contentful-paint'
  | 'total-blocking-time'
  | 'cumulative-layout-shift'
  | 'speed-index'
  | 'server-response-time';

/**
 * How far one unchanged page's result moves between two runs: a difference no larger than this
 * is noise. Scores in points; times as a share of the larger value with a floor in milliseconds;
 * layout shift in its own unit. From bench/variance (README, 2026-11-24, 10 runs of two pages, our
 * median-of-three path): the interquartile range of a page with a stable layout, rounded up —
 * performance 1 point, FCP 15 %, LCP 4 %, SI 17 %, TBT 66 ms, TTFB 8 ms; a page whose images have no
 * size moves far more (performance IQR 17, CLS 0.34), and its own CLS audit says why.
 */
export const runToRunSpread: Readonly<Record<SpreadMetric, { points?: number; share?: number; floor?: number }>> = {
  performance: { points: 5 },
  accessibility: { points: 1 },
  seo: { points: 1 },
  bestPractices: { points: 1 },
  'first-contentful-paint': { share: 0.2, floor: 100 },
  'largest-contentful-paint': { share: 0.2, floor: 100 },
  'total-blocking-time': { share: 0.5, floor: 100 },
  'cumulative-layout-shift': { points: 0.05 },
  'speed-index': { share: 0.2, floor: 100 },
  'server-response-time': { share: 1, floor: 50 },
};

/** Metrics where a smaller value is the better one (times, layout shift). */
const lowerIsBetter = (metric: SpreadMetric) => !['performance', 'accessibility', 'seo', 'bestPractices'].includes(metric);

/** The largest difference between `a` and `b` that is still noise for `metric`. */
export function noiseBetween(a: number, b: number, metric: SpreadMetric): number {
  const spread = runToRunSpread[metric];
  if (spread.points !== undefined) return spread.points;
  return Math.max(spread.floor ?? 0, (spread.share ?? 0) * Math.max(Math.abs(a), Math.abs(b)));
}

/** 'ahead' / 'behind' when `value` beats / trails `reference` by more than the run-to-run spread, else 'level'. */
export function standingOf(value: number, reference: number, metric: SpreadMetric): 'ahead' | 'level' | 'behind' {
  const difference = value - reference;
  if (Math.abs(difference) <= noiseBetween(value, reference, metric)) return 'level';
  return difference > 0 !== lowerIsBetter(metric) ? 'ahead' : 'behind';
}

/** From `before` to `after`: 'improving' or 'declining' beyond the run-to-run spread, else 'stable'. */
export function trendBetween(before: number, after: number, metric: SpreadMetric): 'improving' | 'stable' | 'declining' {
  const standing = standingOf(after, before, metric);
  return standing === 'ahead' ? 'improving' : standing === 'behind' ? 'declining' : 'stable';
}
