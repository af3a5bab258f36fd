import { describe, expect, it } from 'vitest';
import { changeTone, signedPoints } from './categoryKeys';

describe('signedPoints and changeTone', () => {
  it('signs and colours a change of score', () => {
    expect(signedPoints(7)).toBe('+7');
    expect(signedPoints(-3)).toBe('\u22123');
    expect(signedPoints(0.2)).toBe('0');
    expect(changeTone(7)).toBe('up');
    expect(changeTone(-3)).toBe('down');
    expect(changeTone(0.4)).toBe('same');
  });
});
