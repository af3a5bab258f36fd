import { describe, expect, it } from 'vitest';
import { scoreBand, scoreColor } from './scoreColor.js';

describe('scoreColor', () => {
  it.each([
    [100, 'good'],
    [90, 'good'],
    [89, 'average'],
    [70, 'average'],
    [69, 'poor'],
    [0, 'poor'],
  ] as const)('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreColor(score).band).toBe(band);
  });

  it('gives green, yellow and red colours', () => {
    expect(scoreColor(95).color).toBe('#166534');
    expect(scoreColor(75).color).toBe('#854D0E');
    expect(scoreColor(40).color).toBe('#991B1B');
  });

  it('keeps a fractional score in its band (89.5 is still yellow)', () => {
    expect(scoreBand(89.5)).toBe('average');
    expect(scoreBand(69.9)).toBe('poor');
  });
});
