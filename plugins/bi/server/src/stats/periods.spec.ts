import { describe, expect, it } from 'vitest';
import { qualityOf } from '../system/data-quality.js';
import { contiguousTail, periodsOf, type DayValue } from './periods.js';

/** Monthly values on the first of each month of 2026, the months named by their number. */
const months = (values: Record<number, number>): DayValue[] =>
  Object.entries(values).map(([month, value]) => ({ day: `2026-${String(month).padStart(2, '0')}-01`, value }));

describe('periods of a series', () => {
  it('counts a silent window of a metric-store sum as 0, and carries an average’s last level', () => {
    const days = months({ 1: 10, 2: 12, 4: 14 });
    expect(periodsOf(days, 'month', 'sum').map((period) => [period.value, period.observed, period.position])).toEqual([
      [10, true, 0],
      [12, true, 1],
      [0, false, 2],
      [14, true, 3],
    ]);
    expect(periodsOf(days, 'month', 'average').map((period) => period.value)).toEqual([10, 12, 12, 14]);
  });

  it('leaves a missing month of an imported sum out as a gap, its place still counted', () => {
    const periods = periodsOf(months({ 1: 10, 2: 12, 4: 14, 5: 15 }), 'month', 'sum', 'gap');
    expect(periods.map((period) => [period.start, period.value, period.position])).toEqual([
      ['2026-01-01', 10, 0],
      ['2026-02-01', 12, 1],
      ['2026-04-01', 14, 3],
      ['2026-05-01', 15, 4],
    ]);
    // A forecast is fitted on what follows the last gap.
    expect(contiguousTail(periods).map((period) => period.start)).toEqual(['2026-04-01', '2026-05-01']);
    expect(contiguousTail(periodsOf(months({ 1: 1, 2: 2, 3: 3 }), 'month', 'sum', 'gap'))).toHaveLength(3);
  });

  it('finds the gap of the last 90 days for data quality, whether filled or left out', () => {
    const days = months({ 6: 10, 7: 11, 8: 12, 9: 13, 11: 14 });
    const left = qualityOf(days, periodsOf(days, 'month', 'sum', 'gap'), 'month', '2026-11-20');
    const filled = qualityOf(days, periodsOf(days, 'month', 'sum'), 'month', '2026-11-20');
    expect(left?.gaps).toBe(true);
    expect(filled?.gaps).toBe(true);
    const steady = months({ 6: 10, 7: 11, 8: 12, 9: 13, 10: 13, 11: 14 });
    expect(qualityOf(steady, periodsOf(steady, 'month', 'sum', 'gap'), 'month', '2026-11-20')?.gaps).toBe(false);
    // A gap older than the 90 days is not this window's.
    const old = months({ 3: 10, 5: 11, 6: 12, 7: 12, 8: 13, 9: 13, 10: 13, 11: 14 });
    expect(qualityOf(old, periodsOf(old, 'month', 'sum', 'gap'), 'month', '2026-11-20')?.gaps).toBe(false);
  });
});
