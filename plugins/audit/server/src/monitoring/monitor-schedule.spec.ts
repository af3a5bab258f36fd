import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './monitor-schedule.js';

describe('nextRunAfter', () => {
  const dueAt = new Date('2026-11-20T09:00:00.000Z');

  it('moves a daily run a day and a weekly run a week forward', () => {
    const now = new Date('2026-11-20T09:00:30.000Z');
    expect(nextRunAfter('daily', dueAt, now).toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect(nextRunAfter('weekly', dueAt, now).toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('skips the periods that passed while nothing ran, keeping the time of day', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(nextRunAfter('daily', dueAt, now).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(nextRunAfter('daily', dueAt, new Date('2026-11-23T09:00:00.000Z')).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(nextRunAfter('weekly', dueAt, new Date('2026-12-10T00:00:00.000Z')).toISOString()).toBe('2026-12-11T09:00:00.000Z');
  });
});
