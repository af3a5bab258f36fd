import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDuration, formatKib } from './format';

describe('formatDateTime', () => {
  it('writes pt-BR dates as dd/mm/yyyy HH:mm, in Brasília time with its label whatever the browser zone', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z', 'pt-BR')).toBe('22/11/2026 14:05 BRT');
    // Past midnight in UTC, still the day before in Brasília.
    expect(formatDateTime('2026-01-03T02:07:00Z', 'pt-BR')).toBe('02/01/2026 23:07 BRT');
    expect(formatDateTime('2026-01-03T03:07:00Z', 'pt-BR', 'UTC')).toBe('03/01/2026 03:07 UTC');
  });

  it('writes English dates with the month name', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z', 'en')).toMatch(/^Nov 22, 2026,? 2:05\sPM BRT$/);
    expect(formatDateTime('2026-11-22T17:05:00Z', 'en', 'UTC')).toMatch(/^Nov 22, 2026,? 5:05\sPM UTC$/);
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatDateTime('not a date', 'pt-BR')).toBe('—');
  });
});

describe('formatDuration and formatKib', () => {
  it('uses ms below a second and seconds above, in the interface language', () => {
    expect(formatDuration(350, 'pt-BR')).toBe('350 ms');
    expect(formatDuration(1234, 'pt-BR')).toBe('1,2 s');
    expect(formatDuration(1234, 'en')).toBe('1.2 s');
  });

  it('writes byte savings in KiB', () => {
    expect(formatKib(20 * 1024, 'en')).toBe('20 KiB');
  });
});

describe('formatBytes', () => {
  it('uses decimal units in the interface language', () => {
    expect(formatBytes(850, 'pt-BR')).toBe('850 B');
    expect(formatBytes(12_345, 'pt-BR')).toBe('12,3 kB');
    expect(formatBytes(12_345, 'en')).toBe('12.3 kB');
    expect(formatBytes(1_250_000, 'en')).toBe('1.3 MB');
  });
});
