import { describe, expect, it } from 'vitest';
import { backtest, candidateMethods, forecastSeries, forecastWith, weightedError } from './forecasting.js';

/** A deterministic pseudo-random noise (Park–Miller), so the specs see the same series every run. */
function noise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647 - 0.5;
  };
}

const seasonal = (months: number, seed = 7) => {
  const next = noise(seed);
  return Array.from({ length: months }, (_, index) => 100_000 + 1_500 * index + 20_000 * Math.sin((2 * Math.PI * index) / 12) + 4_000 * next());
};

describe('forecasts with augurs', () => {
  it('backtests ETS on the held-out periods of a short series and keeps its interval honest', () => {
    const values = seasonal(21);
    const result = backtest(values, 3, 12);
    expect(result?.method).toBe('ETS');
    expect(result?.heldOut).toBe(3);
    expect(result?.accuracy).toBeGreaterThan(0.5);
    expect(result?.accuracy).toBeLessThanOrEqual(1);
  });

  it('chooses the seasonal decomposition when two seasons are there to fit and it forecasts better', () => {
    const values = seasonal(48, 11);
    const result = backtest(values, 3, 12)!;
    expect(result.method).toBe('MSTL + ETS');
    const forecast = forecastSeries(values, 3, 12, result.method);
    expect(forecast.points).toHaveLength(3);
    for (const point of forecast.points) expect(point.lower).toBeLessThanOrEqual(point.value);
  });

  it('offers the seasonal model from two seasons and two periods: augurs cannot fit one on fewer than two seasons', () => {
    expect(candidateMethods(25, 12)).toEqual(['ETS']);
    expect(candidateMethods(26, 12)).toEqual(['MSTL + ETS', 'ETS']);
    expect(() => forecastWith('MSTL + ETS', seasonal(21), 3, 12)).toThrow(/less than two periods/);
  });

  it('has no backtest below the minimum', () => {
    expect(backtest([1, 2, 3, 4, 5, 6, 7, 8, 9], 3, 12)).toBeNull();
  });

  it('weighs the error by the actual values, without dividing by a zero', () => {
    expect(weightedError([100, 100], [90, 110])).toBeCloseTo(0.1);
    expect(weightedError([0, 0], [0, 0])).toBe(0);
    expect(weightedError([0, 0], [1, 0])).toBe(1);
  });
});
