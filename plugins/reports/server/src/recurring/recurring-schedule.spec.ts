import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './recurring-schedule.js';

describe('recurring schedule (America/Sao_Paulo, 09:00)', () => {
  it('weekly: seven days later at 09:00 local time (12:00 UTC)', () => {
    expect(nextRunAfter('weekly', new Date('2026-11-22T15:30:00Z')).toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });

  it('weekly counts days in São Paulo: 01:00 UTC is still the previous day there', () => {
    expect(nextRunAfter('weekly', new Date('2026-11-23T01:00:00Z')).toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });

  it('monthly: the 1st of next month at 09:00, across the year end', () => {
    expect(nextRunAfter('monthly', new Date('2026-11-22T15:30:00Z')).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(nextRunAfter('monthly', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T12:00:00.000Z');
    expect(nextRunAfter('monthly', new Date('2027-01-01T02:00:00Z')).toISOString()).toBe('2027-01-01T12:00:00.000Z');
  });
});
