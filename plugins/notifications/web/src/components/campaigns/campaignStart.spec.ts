import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignStartInputOf, campaignStartToIso } from './campaignStart';

describe('the campaign start (Brasília wall-clock time ⇄ ISO instant)', () => {
  // A browser far from Brasília: the time typed must still be read as Brasília time (BRT, UTC−3).
  beforeAll(() => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('reads the typed time as Brasília time, whatever the browser’s zone', () => {
    // The browser's own reading of the same text is Tokyo time (UTC+9): what the form used to send.
    expect(new Date('2026-03-10T09:00').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(campaignStartToIso('2026-03-10T09:00')).toBe('2026-03-10T12:00:00.000Z');
    expect(campaignStartToIso('2026-12-31T22:30')).toBe('2027-01-01T01:30:00.000Z');
  });

  it('shows a stored instant as its Brasília wall-clock time', () => {
    expect(campaignStartInputOf('2026-03-10T12:00:00.000Z')).toBe('2026-03-10T09:00');
    expect(campaignStartInputOf('2027-01-01T01:30:00.000Z')).toBe('2026-12-31T22:30');
  });

  it('round-trips, and honours another zone with its own offset (daylight saving included)', () => {
    expect(campaignStartInputOf(campaignStartToIso('2026-07-04T18:45'))).toBe('2026-07-04T18:45');
    expect(campaignStartToIso('2026-07-04T18:45', 'Europe/Lisbon')).toBe('2026-07-04T17:45:00.000Z');
    expect(campaignStartToIso('2026-01-04T18:45', 'Europe/Lisbon')).toBe('2026-01-04T18:45:00.000Z');
    expect(campaignStartInputOf('2026-07-04T17:45:00.000Z', 'Europe/Lisbon')).toBe('2026-07-04T18:45');
  });

  it('has no start when the input is empty or unreadable', () => {
    expect(campaignStartToIso('')).toBeNull();
    expect(campaignStartToIso(undefined)).toBeNull();
    expect(campaignStartToIso('amanhã')).toBeNull();
    expect(campaignStartInputOf(null)).toBe('');
    expect(campaignStartInputOf('not a date')).toBe('');
  });
});
