import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatPercentage, formatTime } from './format.js';

const at = '2026-11-22T17:05:00.000Z';

describe('times on screen always say their zone (issue 37.9)', () => {
  it('labels Brasília time BRT in both languages', () => {
    expect(formatDateTime(at, 'pt-BR')).toBe('22/11/2026 14:05 BRT');
    expect(formatDateTime(at, 'en')).toBe('Nov 22, 2026, 2:05 PM BRT');
    expect(formatTime(at, 'pt-BR')).toBe('14:05 BRT');
    expect(formatTime(at, 'en')).toBe('2:05 PM BRT');
  });

  it('labels another zone with its own name instead of leaving it bare', () => {
    expect(formatDateTime(at, 'pt-BR', 'UTC')).toBe('22/11/2026 17:05 UTC');
    expect(formatTime(at, 'pt-BR', 'America/Manaus')).toBe('13:05 GMT-4');
    expect(formatTime(at, 'en', 'Asia/Tokyo')).toBe('2:05 AM GMT+9');
  });

  it('shows a dash for a missing or unreadable time', () => {
    expect(formatTime(null, 'pt-BR')).toBe('—');
    expect(formatTime('not a date', 'en')).toBe('—');
  });
});

describe('counts and shares in the interface language', () => {
  it('groups thousands as each language does', () => {
    expect(formatCount(1234567, 'pt-BR')).toBe('1.234.567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });

  it('writes a share with one decimal, and nothing for a share that does not exist', () => {
    expect(formatPercentage(84.66, 'pt-BR')).toBe('84,7%');
    expect(formatPercentage(12, 'en')).toBe('12.0%');
    expect(formatPercentage(null, 'pt-BR')).toBeNull();
    expect(formatPercentage(Number.NaN, 'en')).toBeNull();
  });
});
