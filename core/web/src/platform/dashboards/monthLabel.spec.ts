import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel';

describe('dashboard header helpers', () => {
  it('names the usage month in the interface language', () => {
    expect(monthLabel('pt', '2026-11')).toBe('Novembro de 2026');
    expect(monthLabel('en', '2026-03')).toBe('March 2026');
  });
});
