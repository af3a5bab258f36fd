import { describe, expect, it } from 'vitest';
import { MIN_FORECAST_DAYS, linearForecast, type DayValue } from './forecast.js';
import { robustAnomalies } from './robust-z.js';

function days(values: number[], start = '2026-01-01'): DayValue[] {
  return values.map((value, index) => ({ day: new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10), value }));
}

describe('linearForecast', () => {
  it('says nothing below the minimum number of days', () => {
    expect(linearForecast(days(Array.from({ length: MIN_FORECAST_DAYS - 1 }, (_, i) => i)), { mode: 'level' })).toBeNull();
  });

  it('carries an exact line 30 days ahead with a zero-width interval and full accuracy', () => {
    const result = linearForecast(days(Array.from({ length: 20 }, (_, i) => 40 + i)), { mode: 'level', min: 0, max: 100 })!;
    // Last day is x = 19 (value 59); 30 days later x = 49 → 89.
    expect(result).toMatchObject({ value: 89, lower: 89, upper: 89, accuracy: 1, heldOutDays: 5, trainingDays: 15, method: 'linear-regression' });
  });

  it('sums the next 30 days for counts and widens the interval with the noise', () => {
    const noisy = days(Array.from({ length: 28 }, (_, i) => 10 + (i % 2 === 0 ? 2 : -2)));
    const result = linearForecast(noisy, { mode: 'total', min: 0 })!;
    expect(result.value).toBeGreaterThan(250);
    expect(result.value).toBeLessThan(350);
    expect(result.lower).toBeLessThan(result.value);
    expect(result.upper).toBeGreaterThan(result.value);
    expect(result.accuracy).toBeGreaterThan(0.7);
    expect(result.accuracy).toBeLessThanOrEqual(1);
  });
});

describe('robustAnomalies', () => {
  it('finds the day far from the median and ignores ordinary noise', () => {
    const series = days([80, 82, 79, 81, 80, 83, 81, 40, 80]);
    const found = robustAnomalies(series);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ day: '2026-01-08', value: 40, median: 80 });
    expect(found[0]!.z).toBeLessThan(-3.5);
    expect(robustAnomalies(days([80, 82, 79, 81, 80, 83, 81, 79, 80]))).toEqual([]);
  });
});
