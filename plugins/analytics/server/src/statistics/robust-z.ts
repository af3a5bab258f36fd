import { mean, median, medianAbsoluteDeviation } from 'simple-statistics';
import { accuracyOf, type DayValue } from './forecast.js';

/** Points a series needs before its days are judged (Iglewicz and Hoaglin's modified z-score). */
export const MIN_ANOMALY_POINTS = 7;
/** |modified z| above this is an anomaly (Iglewicz and Hoaglin, 1993). */
export const ANOMALY_THRESHOLD = 3.5;

export interface Anomaly {
  day: string;
  value: number;
  median: number;
  z: number;
}

/**
 * The modified z-score of each point, 0.6745 (x − median) / MAD; when more than half of the
 * points are equal (MAD = 0), the mean absolute deviation scaled by 1.2533 stands in. Returns
 * the points beyond ANOMALY_THRESHOLD, the latest first; none below MIN_ANOMALY_POINTS points or
 * on a series without spread.
 */
export function robustAnomalies(series: readonly DayValue[]): Anomaly[] {
  if (series.length < MIN_ANOMALY_POINTS) return [];
  const values = series.map((point) => point.value);
  const center = median(values);
  const mad = medianAbsoluteDeviation(values);
  const meanAbsolute = mean(values.map((value) => Math.abs(value - center)));
  const score = (value: number) => {
    if (mad > 0) return (0.6745 * (value - center)) / mad;
    if (meanAbsolute > 0) return (value - center) / (1.253314 * meanAbsolute);
    return 0;
  };
  return series
    .map((point) => ({ day: point.day, value: point.value, median: center, z: score(point.value) }))
    .filter((point) => Math.abs(point.z) > ANOMALY_THRESHOLD)
    .reverse();
}

/**
 * The baseline's backtest: each day from the fifth on predicted by the median of the days before
 * it, compared with what was stored (1 − WAPE); null below MIN_ANOMALY_POINTS points.
 */
export function medianBaselineAccuracy(series: readonly DayValue[]): number | null {
  if (series.length < MIN_ANOMALY_POINTS) return null;
  const actual: number[] = [];
  const predicted: number[] = [];
  for (let index = 4; index < series.length; index += 1) {
    actual.push(series[index]!.value);
    predicted.push(median(series.slice(0, index).map((point) => point.value)));
  }
  return accuracyOf(actual, predicted);
}
