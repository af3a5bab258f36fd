import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration } from './format';

describe('format', () => {
  it('writes dates and durations in the interface language', () => {
    expect(formatDate('2026-11-20T15:00:00.000Z', 'pt-BR')).toBe('20/11/2026');
    expect(formatDate('2026-11-20T15:00:00.000Z', 'en')).toBe('Nov 20, 2026');
    // The day in Brasília, whatever the browser's zone: 01:30 UTC is still the day before there.
    expect(formatDate('2026-11-21T01:30:00.000Z', 'pt-BR')).toBe('20/11/2026');
    expect(formatDuration(450, 'pt-BR')).toBe('450 ms');
    expect(formatDuration(1850, 'pt-BR')).toBe('1,9 s');
    expect(formatDuration(1850, 'en')).toBe('1.9 s');
  });
});
