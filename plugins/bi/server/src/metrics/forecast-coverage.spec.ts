import { describe, expect, it } from 'vitest';
import { backtest } from '../stats/forecasting.js';
import { forecastPeriods } from './series-forecast.js';

/**
 * A known process: 18 months on a straight line (1000 + 10 a month) with ±20 alternating noise. The
 * last 3 months are held out; the second of them is replaced by a shock (5000) no model fitted on
 * the line can expect, the first and third stay on the process.
 */
const months = 18;
const onProcess = (index: number) => 1000 + 10 * index + (index % 2 === 0 ? -20 : 20);
const values = Array.from({ length: months }, (_, index) => (index === months - 2 ? 5000 : onProcess(index)));

describe("a forecast's interval coverage in its backtest", () => {
  it('counts the held-out months whose actual value fell inside the 95% interval: 2 of 3, the shock outside', () => {
    const test = backtest(values, 3, 12)!;
    const heldOut = values.slice(-3);
    // Hand-checked, month by month against the backtest's bounds: on the process inside, the shock far above.
    const checks = heldOut.map((actual, index) => actual >= test.predicted[index]!.lower && actual <= test.predicted[index]!.upper);
    expect(checks).toEqual([true, false, true]);
    expect(test.predicted[1]!.upper).toBeLessThan(5000);
    expect(test.inside).toBe(2);
    expect(test.heldOut).toBe(3);
    expect(test.coverage).toBe(2 / 3);
  });

  it('reports the count on the forecast the metric card reads', () => {
    const periods = values.map((value, index) => {
      const start = new Date(Date.UTC(2025, index, 1));
      const end = new Date(Date.UTC(2025, index + 1, 0));
      return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10), value };
    });
    const { forecast } = forecastPeriods(periods, 'month', '2026-06-15');
    expect(forecast.backtest).toMatchObject({ heldOut: 3, inside: 2, coverage: 0.6667 });
  });
});
