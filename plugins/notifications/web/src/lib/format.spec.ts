import { describe, expect, it } from 'vitest';
import { formatCount, formatHour, formatPercent } from './format';
import { applicationServerKey } from './webPush';

describe('notification centre formats', () => {
  it('shows a rate with one decimal, and nothing for a rate that does not exist', () => {
    expect(formatPercent(12.345, 'pt-BR')).toBe('12,3%');
    expect(formatPercent(0, 'en')).toBe('0.0%');
    expect(formatPercent(null, 'en')).toBeNull();
    expect(formatPercent(Number.NaN, 'en')).toBeNull();
  });

  it('shows counts and hours in the interface language', () => {
    expect(formatCount(1234, 'pt-BR')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatHour(0, 'pt-BR')).toBe('00h');
    expect(formatHour(0, 'en')).toBe('12 AM');
    expect(formatHour(14, 'en')).toBe('2 PM');
  });

  it('decodes a URL-safe base64 VAPID key into its bytes', () => {
    expect([...applicationServerKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
