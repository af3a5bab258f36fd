import { describe, expect, it } from 'vitest';
import { usageColor, usageColors, usageLevel, usagePercent, usageState } from './usage.js';

describe('usage bar', () => {
  it('takes the theme’s colour below 70 %, yellow from 70 %, red from 90 %', () => {
    expect(usageLevel(0)).toBe('normal');
    expect(usageLevel(69)).toBe('normal');
    expect(usageLevel(70)).toBe('high');
    expect(usageLevel(89)).toBe('high');
    expect(usageLevel(90)).toBe('critical');
    expect(usageLevel(100)).toBe('critical');
    expect(usageColor(50)).toBeUndefined();
    expect(usageColor(75)).toBe(usageColors.high);
    expect(usageColor(95)).toBe(usageColors.critical);
  });

  it('measures whole percentages without rounding a bar up into the next colour', () => {
    expect(usagePercent(0, 5)).toBe(0);
    expect(usagePercent(4, 5)).toBe(80);
    expect(usagePercent(69, 100)).toBe(69);
    expect(usagePercent(139, 200)).toBe(69);
    expect(usagePercent(9, 5)).toBe(100);
    expect(usagePercent(3, null)).toBeNull();
  });

  it('warns from 80 % and offers the upgrade at 100 %', () => {
    expect(usageState(3, 5)).toMatchObject({ percent: 60, level: 'normal', warn: false, full: false });
    expect(usageState(79, 100)).toMatchObject({ level: 'high', warn: false, full: false });
    expect(usageState(4, 5)).toMatchObject({ percent: 80, level: 'high', warn: true, full: false });
    expect(usageState(90, 100)).toMatchObject({ level: 'critical', warn: true, full: false });
    expect(usageState(3, 3)).toMatchObject({ percent: 100, level: 'critical', warn: false, full: true });
    expect(usageState(7, 5)).toMatchObject({ full: true });
  });

  it('draws nothing alarming for an unlimited plan', () => {
    expect(usageState(500, null)).toMatchObject({ percent: null, level: 'normal', warn: false, full: false });
  });
});
