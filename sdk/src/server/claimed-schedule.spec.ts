import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimedSchedule } from './claimed-schedule.js';
import type { SettingsPort } from './settings.port.js';

class CountingSchedule extends ClaimedSchedule {
  ticks = 0;
  constructor(logContext?: string) {
    super(1_000, logContext);
  }
  get logContext(): string | undefined {
    return (this.log as unknown as { context?: string }).context;
  }
  tick(): Promise<void> {
    this.ticks += 1;
    return Promise.resolve();
  }
}

/** Nest sets the settings as a property after construction; a spec does the same. */
function scheduleWith(ticks: 'on' | 'off' | undefined): CountingSchedule {
  const schedule = new CountingSchedule();
  if (ticks) Object.assign(schedule, { scheduleSettings: { get: () => ticks } satisfies SettingsPort });
  return schedule;
}

describe('ClaimedSchedule', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['on', 3],
    [undefined, 3],
    ['off', 0],
  ] as const)('with SCHEDULED_TICKS=%s ticks %i times in 3 periods, and never after shutdown', (setting, expected) => {
    vi.useFakeTimers();
    const schedule = scheduleWith(setting);
    schedule.onModuleInit();
    vi.advanceTimersByTime(3_000);
    expect(schedule.ticks).toBe(expected);
    schedule.onApplicationShutdown();
    vi.advanceTimersByTime(3_000);
    expect(schedule.ticks).toBe(expected);
  });

  it('logs under the context it is given, else under its class name', () => {
    expect(new CountingSchedule('Counting').logContext).toBe('Counting');
    expect(new CountingSchedule().logContext).toBe('CountingSchedule');
  });
});
