import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, isoDay } from './format';

describe('formatDateTime', () => {
  it('writes pt-BR dates as dd/mm/yyyy HH:mm in Brasília time, with its label (the one rule of screens and PDFs)', () => {
    expect(formatDateTime('2026-12-01T12:00:00Z', 'pt-BR')).toBe('01/12/2026 09:00 BRT');
    expect(formatDateTime('2026-12-01T12:00:00Z', 'pt-BR', 'America/Sao_Paulo')).toBe('01/12/2026 09:00 BRT');
  });

  it('writes English dates with the month name, in Brasília time with its label', () => {
    expect(formatDateTime('2026-12-01T12:00:00Z', 'en')).toMatch(/^Dec 1, 2026,? 9:00\sAM BRT$/);
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDateTime(null, 'pt-BR')).toBe('—');
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });
});

describe('isoDay', () => {
  it('gives the calendar day in São Paulo, not in UTC', () => {
    expect(isoDay(new Date('2026-11-23T01:30:00Z'))).toBe('2026-11-22');
    expect(isoDay(new Date('2026-11-23T01:30:00Z'), 'UTC')).toBe('2026-11-23');
  });
});

describe('formatBytes', () => {
  it('uses decimal units in the interface language', () => {
    expect(formatBytes(850, 'pt-BR')).toBe('850 B');
    expect(formatBytes(12_345, 'pt-BR')).toBe('12,3 kB');
    expect(formatBytes(2_400_000, 'en')).toBe('2.4 MB');
  });
});
