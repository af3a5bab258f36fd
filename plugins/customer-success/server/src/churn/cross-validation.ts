/**
 * Cross-validation helpers of the churn model: stratified folds, the confusion-matrix figures and
 * the ROC AUC, over out-of-fold predictions. Labels are 1 (churned) and 0 (retained).
 */

/** `k` folds of row indices with each class spread evenly (round-robin in the given order, so the split is reproducible). */
export function stratifiedFolds(labels: readonly number[], k: number): number[][] {
  const folds: number[][] = Array.from({ length: k }, () => []);
  for (const label of [0, 1]) {
    let next = 0;
    labels.forEach((value, index) => {
      if (value !== label) return;
      folds[next % k]!.push(index);
      next += 1;
    });
  }
  return folds;
}

export interface ClassificationFigures {
  accuracy: number;
  precision: number;
  recall: number;
  f1Score: number;
}

/** Accuracy, precision, recall and F1 of the predictions at `threshold` (precision and recall 0 when undefined). */
export function classificationFigures(labels: readonly number[], probabilities: readonly number[], threshold = 0.5): ClassificationFigures {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  labels.forEach((label, index) => {
    const predicted = probabilities[index]! >= threshold ? 1 : 0;
    if (predicted === 1 && label === 1) tp += 1;
    else if (predicted === 1) fp += 1;
    else if (label === 1) fn += 1;
    else tn += 1;
  });
  const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
  const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
  return {
    accuracy: labels.length ? (tp + tn) / labels.length : 0,
    precision,
    recall,
    f1Score: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
  };
}

/**
 * The area under the ROC curve by the rank formula (Mann–Whitney U): the probability that a random
 * churned client scores above a random retained one, ties counting half (average ranks). NaN
 * without both classes.
 */
export function rocAuc(labels: readonly number[], scores: readonly number[]): number {
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score);
  const ranks = new Array<number>(scores.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.score === order[start]!.score) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) ranks[order[i]!.index] = rank;
    start = end + 1;
  }
  const positives = labels.filter((label) => label === 1).length;
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  const positiveRanks = labels.reduce((sum, label, index) => (label === 1 ? sum + ranks[index]! : sum), 0);
  return (positiveRanks - (positives * (positives + 1)) / 2) / (positives * negatives);
}
