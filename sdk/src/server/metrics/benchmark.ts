import { medianSorted, quantileRankSorted, quantileSorted } from 'simple-statistics';
import type { MetricCohort } from './metric-store.port.js';

/** Where one value stands in an anonymised cohort (visual metric `benchmark`). */
export interface Benchmark {
  /** The cohort's median. */
  industry: number;
  /** The value a site needs to be in the best quarter: p75, or p25 where lower is better. */
  topQuartile: number;
  /** The share of the cohort the value does as well as or better than, 0–100 (ties count half). */
  percentile: number;
}

const isValueList = (cohort: MetricCohort | readonly number[]): cohort is readonly number[] => Array.isArray(cohort);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The benchmark of `ownValue` in a cohort (`MetricStorePort.cohort`, or its values): null when the
 * cohort is null (fewer than 5 workspaces) or empty — never a made-up figure. `lowerIsBetter` for
 * vitals such as LCP and TBT, where the best quarter is the lowest.
 */
export function benchmarkOf(cohort: MetricCohort | readonly number[] | null, ownValue: number, options: { lowerIsBetter?: boolean } = {}): Benchmark | null {
  const values: readonly number[] = cohort === null ? [] : isValueList(cohort) ? cohort : cohort.values;
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0 || !Number.isFinite(ownValue)) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const lowerIsBetter = options.lowerIsBetter ?? false;
  // Ranked so that the better values come last: the value's rank is the share it does as well as or better than.
  const rank = lowerIsBetter ? quantileRankSorted(sorted.map((value) => -value).reverse(), -ownValue) : quantileRankSorted(sorted, ownValue);
  return {
    industry: oneDecimal(medianSorted(sorted)),
    topQuartile: oneDecimal(quantileSorted(sorted, lowerIsBetter ? 0.25 : 0.75)),
    percentile: Math.round(rank * 100),
  };
}
