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
