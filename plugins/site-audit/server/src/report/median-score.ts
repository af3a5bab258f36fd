/**
 * The median of scores as a whole number: the middle value of an odd count, the mean of the two middle values of an
 * even count, rounded half up (88 and 93 → 90.5 → 91). Scores are 0–100, so half up is `Math.round`. null for none.
 */
export function medianScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median);
}
