/** A held-out customer's predicted churn probability and whether it churned. */
export interface Scored {
  probability: number;
  churned: boolean;
}

/** A figure with its percentile bootstrap 95% interval. */
export interface WithInterval {
  value: number;
  low: number;
  high: number;
}

/** Resamples of the test set for the bootstrap intervals. */
export const BOOTSTRAP_RESAMPLES = 1000;
/** The bootstrap's seed: the same test set always gives the same interval. */
export const BOOTSTRAP_SEED = 42;

/** A small seeded generator (mulberry32): uniform in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * ROC AUC by the Mann–Whitney U statistic over ranks (ties get their mean rank, so they count
 * half): the same figure as comparing every churned with every retained customer, in n log n.
 * Null without both outcomes.
 */
export function mannWhitneyAuc(scored: readonly Scored[]): number | null {
  const positives = scored.filter((item) => item.churned).length;
  const negatives = scored.length - positives;
  if (positives === 0 || negatives === 0) return null;
  const sorted = [...scored].sort((a, b) => a.probability - b.probability);
  let rankSum = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1]!.probability === sorted[start]!.probability) end += 1;
    const meanRank = (start + end + 2) / 2;
    for (let index = start; index <= end; index += 1) if (sorted[index]!.churned) rankSum += meanRank;
    start = end + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Mean squared difference between the predicted probability and the outcome (0 perfect, 0.25 a coin). */
export function brierScore(scored: readonly Scored[]): number {
  if (scored.length === 0) return 0;
  return scored.reduce((total, item) => total + (item.probability - (item.churned ? 1 : 0)) ** 2, 0) / scored.length;
}

/** The value at quantile `q` of sorted numbers, interpolated between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * AUC (Mann–Whitney, ties count half) and Brier score of held-out predictions, each with a percentile
 * bootstrap 95% interval: the test set resampled with replacement `resamples` times by a seeded
 * generator (deterministic), the 2.5th and 97.5th percentiles of the statistic over the resamples.
 * A resample without both outcomes has no AUC and is left out of the AUC's percentiles. Null AUC
 * without both outcomes in the test set itself.
 */
export function bootstrapScores(
  scored: readonly Scored[],
  resamples = BOOTSTRAP_RESAMPLES,
  seed = BOOTSTRAP_SEED,
): { auc: WithInterval | null; brier: WithInterval } {
  const random = seededRandom(seed);
  const aucs: number[] = [];
  const briers: number[] = [];
  for (let round = 0; round < resamples; round += 1) {
    const sample = Array.from({ length: scored.length }, () => scored[Math.floor(random() * scored.length)]!);
    const auc = mannWhitneyAuc(sample);
    if (auc !== null) aucs.push(auc);
    briers.push(brierScore(sample));
  }
  aucs.sort((a, b) => a - b);
  briers.sort((a, b) => a - b);
  const auc = mannWhitneyAuc(scored);
  return {
    auc: auc === null || aucs.length === 0 ? null : { value: auc, low: quantile(aucs, 0.025), high: quantile(aucs, 0.975) },
    brier: { value: brierScore(scored), low: quantile(briers, 0.025), high: quantile(briers, 0.975) },
  };
}
