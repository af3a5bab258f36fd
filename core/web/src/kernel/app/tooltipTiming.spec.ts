import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipTiming, tooltipEnterDelay } from './tooltipTiming';

describe('tooltip timings', () => {
  it('open a tooltip after 700 ms, and the next one at once within the 300 ms after one closed', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
    let now = 1_000;
    const timing = new TooltipTiming(() => now);
    expect(timing.enterDelaySeconds()).toBe(0.7);
    timing.left();
    // It closes 100 ms after the pointer left (antd's leave delay); the skip window runs 300 ms from there.
    now += 399;
    expect(timing.enterDelaySeconds()).toBeLessThan(0.01);
    now += 1;
    expect(timing.enterDelaySeconds()).toBe(0.7);
  });

  it('reach antd as a number it multiplies when the pointer enters', () => {
    expect(tooltipEnterDelay * 1000).toBe(TOOLTIP_DELAY_MS);
    expect(tooltipEnterDelay === 0).toBe(false);
  });
});
