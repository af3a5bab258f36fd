import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel';
import { usageColor } from './usageLevel';

describe('dashboard header and usage helpers', () => {
  it('names the usage month in the interface language', () => {
    expect(monthLabel('pt', '2026-11')).toBe('Novembro de 2026');
    expect(monthLabel('en', '2026-03')).toBe('March 2026');
  });

  it('colours the usage bar yellow from 70 % and red from 90 % (spec 000 §9)', () => {
    expect(usageColor(69)).toBe('#2563EB');
    expect(usageColor(70)).toBe('#CA8A04');
    expect(usageColor(90)).toBe('#DC2626');
  });
});
