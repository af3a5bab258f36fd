import { describe, expect, it } from 'vitest';
import { noiseBetween, standingOf, trendBetween } from './score-spread.js';

describe('run-to-run spread', () => {
  it('calls a change within the spread stable, and one beyond it a trend, at the boundary', () => {
    expect(trendBetween(80, 85, 'performance')).toBe('stable');
    expect(trendBetween(80, 86, 'performance')).toBe('improving');
    expect(trendBetween(80, 74, 'performance')).toBe('declining');
    expect(trendBetween(92, 93, 'seo')).toBe('stable');
    expect(trendBetween(92, 94, 'seo')).toBe('improving');
  });

  it('reads times the other way round, relative to their size with a floor', () => {
    expect(noiseBetween(2000, 2100, 'largest-contentful-paint')).toBeCloseTo(420);
    expect(trendBetween(2000, 2400, 'largest-contentful-paint')).toBe('stable');
    expect(trendBetween(2000, 2600, 'largest-contentful-paint')).toBe('declining');
    expect(trendBetween(2600, 2000, 'largest-contentful-paint')).toBe('improving');
    expect(noiseBetween(10, 40, 'total-blocking-time')).toBe(100);
    expect(trendBetween(0.1, 0.14, 'cumulative-layout-shift')).toBe('stable');
  });

  it('ranks equal and near scores level, never ahead', () => {
    expect(standingOf(94, 94, 'bestPractices')).toBe('level');
    expect(standingOf(96, 94, 'bestPractices')).toBe('ahead');
    expect(standingOf(95, 94, 'bestPractices')).toBe('level');
    expect(standingOf(70, 90, 'performance')).toBe('behind');
  });
});
