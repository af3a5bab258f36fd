import { median, medianAbsoluteDeviation } from 'simple-statistics';
import { addDays, type DayValue, type SeriesPeriod } from '../stats/periods.js';

/** A robust z-score (by the median absolute deviation) above which a point is an outlier. */
const OUTLIER_Z = 3.5;
/** A daily series silent this many days in a row inside the window has a gap. */
const DAILY_GAP_DAYS = 14;

/**
 * Whether a series is clean over the last 90 days: no gap (a missing month of a
 * monthly series, a silent fortnight of a daily one) and no outlier (robust z-score above 3.5,
 * Iglewicz and Hoaglin). Null when it has no data in the window.
 */
export function qualityOf(
  days: readonly DayValue[],
  periods: readonly SeriesPeriod[],
  granularity: 'month' | '30d',
  today: string,
): { gaps: boolean; outliers: boolean } | null {
  const from = addDays(today, -90);
  if (granularity === 'month') {
    const first = periods.findIndex((period) => period.end >= from);
    if (first < 0) return null;
    const recent = periods.slice(first);
    // A month without data: filled (not observed), or left out (its position skipped), also just before the first recent one when it ends inside the window.
    const skipped = recent.some((period, index) => {
      const before = index > 0 ? recent[index - 1]! : periods[first - 1];
      return before !== undefined && period.position - before.position > 1 && (index > 0 || addDays(period.start, -1) >= from);
    });
    return {
      gaps: skipped || recent.some((period) => !period.observed),
      outliers: hasOutliers(
        periods.map((period) => period.value),
        recent.length,
      ),
    };
  }
  const recent = days.filter((day) => day.day >= from);
  if (recent.length === 0) return null;
  let gaps = false;
  for (let index = 1; index < recent.length; index += 1) {
    if (recent[index]!.day > addDays(recent[index - 1]!.day, DAILY_GAP_DAYS)) gaps = true;
  }
  return {
    gaps,
    outliers: hasOutliers(
      days.map((day) => day.value),
      recent.length,
    ),
  };
}

/** Whether one of the last `recent` values is an outlier against the whole series. */
function hasOutliers(values: readonly number[], recent: number): boolean {
  if (values.length < 5) return false;
  const center = median(values as number[]);
  const spread = medianAbsoluteDeviation(values as number[]);
  if (spread === 0) return false;
  return values.slice(-recent).some((value) => (0.6745 * Math.abs(value - center)) / spread > OUTLIER_Z);
}
