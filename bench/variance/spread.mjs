import { permutationTest } from 'simple-statistics';
// A small seeded generator (mulberry32), so that the same runs always give the same p-value.
import { seededRandom } from '../../plugins/bi/server/dist/stats/churn-evaluation.js';

/** Median, interquartile range and min–max of the numbers among `values` (nulls left out); null when there are none. */
export function spreadOf(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((x, y) => x - y);
  if (!sorted.length) return null;
  const quantile = (q) => {
    const position = (sorted.length - 1) * q;
    const low = Math.floor(position);
    return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (position - low);
  };
  return { median: quantile(0.5), iqr: quantile(0.75) - quantile(0.25), min: sorted[0], max: sorted.at(-1) };
}

/**
 * How likely a spread of `ours` at least this much wider than `plain`'s is by chance when both sides
 * vary alike: a one-sided permutation test on each run's distance from its own side's median (the
 * Brown–Forsythe form of Levene's test, which holds for the two-valued layout shift of a page whose
 * images may or may not arrive before its first paint). Small (< 0.05): ours is really wider.
 */
export function widerByChance(ours, plain) {
  const distances = (values) => {
    const numbers = values.filter((value) => typeof value === 'number');
    const middle = spreadOf(numbers)?.median ?? 0;
    return numbers.map((value) => Math.abs(value - middle));
  };
  const a = distances(ours);
  const b = distances(plain);
  if (a.length < 2 || b.length < 2 || [...a, ...b].every((distance) => distance === 0)) return 1;
  return permutationTest(a, b, 'greater', 20_000, seededRandom(20261126));
}
