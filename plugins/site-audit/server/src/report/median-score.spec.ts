import { describe, expect, it } from 'vitest';
import { medianScore } from './median-score.js';

describe('medianScore', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(medianScore([47, 82, 64, 71, 58, 79, 69])).toBe(69);
    expect(medianScore([100])).toBe(100);
  });

  it('takes the mean of the two middle values of an even count, rounded half up', () => {
    expect(medianScore([71, 69])).toBe(70);
    expect(medianScore([82, 79])).toBe(81); // 80.5
    expect(medianScore([100, 91])).toBe(96); // 95.5
    expect(medianScore([47, 58, 64, 69, 71, 82])).toBe(67); // (64 + 69) / 2 = 66.5
    expect(medianScore([0, 1])).toBe(1); // 0.5
  });

  it('rounds a median of stored scores that are not whole numbers', () => {
    expect(medianScore([88.4, 90.2, 91])).toBe(90);
  });

  it('is null without scores', () => {
    expect(medianScore([])).toBeNull();
  });
});
