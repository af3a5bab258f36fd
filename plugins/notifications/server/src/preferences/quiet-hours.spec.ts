import { describe, expect, it } from 'vitest';
import { inQuietHours, instantOf, localTimeOf, nextClockTime, nextDigestTime, quietHoursEnd } from './quiet-hours.js';

const at = (iso: string) => new Date(iso);
const night = { enabled: true, start: '22:00', end: '07:00' };
const lunch = { enabled: true, start: '12:00', end: '13:30' };

describe('quiet hours', () => {
  it('reads the wall clock of the member’s time zone', () => {
    // 01:30 UTC is 22:30 of the day before in São Paulo (UTC−3) and 10:30 in Tokyo.
    expect(localTimeOf(at('2026-03-10T01:30:00Z'), 'America/Sao_Paulo')).toMatchObject({ year: 2026, month: 3, day: 9, hour: 22, minute: 30, weekday: 1 });
    expect(localTimeOf(at('2026-03-10T01:30:00Z'), 'Asia/Tokyo')).toMatchObject({ day: 10, hour: 10, minute: 30 });
    expect(instantOf('America/Sao_Paulo', 2026, 3, 9, 22, 30).toISOString()).toBe('2026-03-10T01:30:00.000Z');
  });

  it('covers a window that crosses midnight on both sides of it, start included and end excluded', () => {
    const zone = 'America/Sao_Paulo';
    expect(inQuietHours(at('2026-03-10T00:59:00Z'), night, zone)).toBe(false); // 21:59
    expect(inQuietHours(at('2026-03-10T01:00:00Z'), night, zone)).toBe(true); // 22:00
    expect(inQuietHours(at('2026-03-10T05:00:00Z'), night, zone)).toBe(true); // 02:00
    expect(inQuietHours(at('2026-03-10T09:59:00Z'), night, zone)).toBe(true); // 06:59
    expect(inQuietHours(at('2026-03-10T10:00:00Z'), night, zone)).toBe(false); // 07:00
    expect(inQuietHours(at('2026-03-10T15:00:00Z'), lunch, zone)).toBe(true); // 12:00
    expect(inQuietHours(at('2026-03-10T16:30:00Z'), lunch, zone)).toBe(false); // 13:30
  });

  it('is off when disabled or when start equals end', () => {
    expect(inQuietHours(at('2026-03-10T05:00:00Z'), { ...night, enabled: false }, 'UTC')).toBe(false);
    expect(inQuietHours(at('2026-03-10T05:00:00Z'), { enabled: true, start: '05:00', end: '05:00' }, 'UTC')).toBe(false);
  });

  it('ends at the next end time: the same night after midnight, the next morning before it', () => {
    const zone = 'America/Sao_Paulo';
    expect(quietHoursEnd(at('2026-03-10T01:30:00Z'), night, zone)?.toISOString()).toBe('2026-03-10T10:00:00.000Z'); // 22:30 → 07:00 next day
    expect(quietHoursEnd(at('2026-03-10T05:00:00Z'), night, zone)?.toISOString()).toBe('2026-03-10T10:00:00.000Z'); // 02:00 → 07:00 same day
    expect(quietHoursEnd(at('2026-03-10T15:00:00Z'), night, zone)).toBeNull();
  });

  it('depends on the time zone: the same instant is quiet in one and not in another', () => {
    const instant = at('2026-03-10T13:00:00Z'); // 22:00 in Tokyo, 10:00 in São Paulo
    expect(inQuietHours(instant, night, 'Asia/Tokyo')).toBe(true);
    expect(inQuietHours(instant, night, 'America/Sao_Paulo')).toBe(false);
    expect(quietHoursEnd(instant, night, 'Asia/Tokyo')?.toISOString()).toBe('2026-03-10T22:00:00.000Z'); // 07:00 JST
  });

  it('keeps the local end time across a daylight-saving change', () => {
    // New York moves from UTC−5 to UTC−4 on 8 March 2026 at 02:00: 07:00 that morning is 11:00 UTC.
    const zone = 'America/New_York';
    expect(quietHoursEnd(at('2026-03-08T04:00:00Z'), night, zone)?.toISOString()).toBe('2026-03-08T11:00:00.000Z');
    // A clock time the change skips (02:30) is taken after it.
    expect(nextClockTime(at('2026-03-08T05:00:00Z'), '02:30', zone).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('digest times', () => {
  const zone = 'America/Sao_Paulo';
  const off = { ...night, enabled: false };

  it('sends immediately, at the next full hour, at the next 09:00, or on the next Monday at 09:00', () => {
    const tuesday = at('2026-03-10T14:20:00Z'); // Tuesday 11:20 in São Paulo
    expect(nextDigestTime(tuesday, 'immediate', off, zone)).toBeNull();
    expect(nextDigestTime(tuesday, 'hourly', off, zone)?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(nextDigestTime(tuesday, 'daily', off, zone)?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(nextDigestTime(tuesday, 'weekly', off, zone)?.toISOString()).toBe('2026-03-16T12:00:00.000Z');
    // Early on a Monday, the weekly digest is that morning's.
    expect(nextDigestTime(at('2026-03-16T10:00:00Z'), 'weekly', off, zone)?.toISOString()).toBe('2026-03-16T12:00:00.000Z');
  });

  it('waits for the end of the quiet hours when the digest time falls in them', () => {
    // 23:10 local: the next full hour (00:00) is quiet until 07:00.
    expect(nextDigestTime(at('2026-03-11T02:10:00Z'), 'hourly', night, zone)?.toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(nextDigestTime(at('2026-03-10T14:20:00Z'), 'daily', { enabled: true, start: '08:30', end: '10:00' }, zone)?.toISOString()).toBe(
      '2026-03-11T13:00:00.000Z',
    );
  });
});
