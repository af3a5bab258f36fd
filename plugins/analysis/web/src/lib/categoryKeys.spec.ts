import { describe, expect, it } from 'vitest';
import { changeTone, signedPoints } from './categoryKeys';

describe('signedPoints and changeTone', () => {
  it('signs and colours a change of score', () => {
    expect(signedPoints(7)).toBe('+7');
    expect(signedPoints(-3)).toBe('\u22123');
    expect(signedPoints(0.2)).toBe('0');
    expect(changeTone(60, 67, 'performance')).toBe('up');
    expect(changeTone(90, 87, 'seo')).toBe('down');
    expect(changeTone(90, 90.4, 'seo')).toBe('same');
    // Within the run-to-run spread of performance: noise, not a change.
    expect(changeTone(80, 84, 'performance')).toBe('same');
  });
});
