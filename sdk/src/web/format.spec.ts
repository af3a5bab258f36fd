import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatPercentage, formatTime, shortAxisDate, spansUnderTwoDays } from './format.js';

const at = '2026-11-22T17:05:00.000Z';

describe('times on screen always say their zone', () => {
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

describe('a chart date axis', () => {
  it('shows a tick as a short day in Brasília, or its time when the points lie less than two days apart', () => {
    expect(shortAxisDate(new Date('2026-11-27T15:00:00.000Z'), 'en', false)).toBe('Nov 27');
    expect(shortAxisDate(Date.parse('2026-11-28T01:30:00.000Z'), 'en', false)).toBe('Nov 27');
    expect(shortAxisDate('2026-11-27T15:05:00.000Z', 'pt-BR', true)).toBe('12:05');
    expect(shortAxisDate('not a date', 'en', false)).toBe('not a date');
    expect(spansUnderTwoDays(['2026-11-27T10:00:00.000Z', '2026-11-28T09:00:00.000Z'])).toBe(true);
    expect(spansUnderTwoDays(['2026-11-25T10:00:00.000Z', '2026-11-28T09:00:00.000Z'])).toBe(false);
  });
});
