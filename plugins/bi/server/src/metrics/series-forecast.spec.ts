import { describe, expect, it } from 'vitest';
import { periodsOf, type DayValue } from '../stats/periods.js';
import { forecastPeriods, HORIZON_PERIODS } from './series-forecast.js';

const today = '2026-11-27';

/** 18 months of a steady monthly sum (1000, 1020, …), the last one `endMonthsAgo` months before November 2026. */
function monthly(endMonthsAgo: number): DayValue[] {
  return Array.from({ length: 18 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10 - endMonthsAgo - (17 - index), 1)).toISOString().slice(0, 10),
    value: 1000 + 20 * index,
  }));
}

describe('a forecast of data that ends in the past', () => {
  it('starts after the last data point, shows no month already gone, and says how old the data is', () => {
    // The last data month is September: October has ended unseen, November is under way.
    const { forecast } = forecastPeriods(periodsOf(monthly(2), 'month', 'sum'), 'month', today);
    expect(forecast.points.map((point) => point.start)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
    expect(forecast.points).toHaveLength(HORIZON_PERIODS);
    expect(forecast.points.every((point) => point.end >= today && point.start > '2026-09-30')).toBe(true);
    expect(forecast.next90Days).toEqual(forecast.points.at(-1));
    expect(forecast.dataAge).toEqual({ lastDay: '2026-09-30', days: 58, periodsGone: 1 });
    // The steady rise goes on past the unseen month: every month shown is above the last one measured.
    expect(forecast.points.every((point) => point.value > 1000 + 20 * 17)).toBe(true);
  });

  it('says nothing of the data’s age when it reaches the current period', () => {
    const { forecast } = forecastPeriods(periodsOf(monthly(1), 'month', 'sum'), 'month', today);
    expect(forecast.points.map((point) => point.start)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
    expect(forecast.dataAge).toBeNull();
  });
});
