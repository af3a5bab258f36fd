import { describe, expect, it } from 'vitest';
import { RequestWindow } from './request-window.js';

describe('RequestWindow', () => {
  it('counts the requests of the last N seconds and forgets older ones', () => {
    let now = 1_000_000;
    const window = new RequestWindow(60, () => now);
    window.add();
    window.add();
    now += 30_000;
    window.add();
    expect(window.count()).toBe(3);
    now += 30_500;
    expect(window.count()).toBe(1);
    now += 60_000;
    expect(window.count()).toBe(0);
    window.add();
    expect(window.count()).toBe(1);
  });

  it('reads quantiles within 5 % of the exact ones, from the live seconds only', () => {
    let now = 2_000_000;
    const window = new RequestWindow(60, () => now);
    expect(window.quantile(0.95)).toBeNull();
    // 1 000 requests of 1..1000 ms: the exact p50 is 500 ms, p95 950 ms, p99 990 ms.
    for (let ms = 1; ms <= 1000; ms += 1) window.add(ms / 1000);
    for (const [q, exact] of [
      [0.5, 0.5],
      [0.95, 0.95],
      [0.99, 0.99],
    ] as const) {
      const read = window.quantile(q)!;
      expect(read).toBeGreaterThanOrEqual(exact);
      expect(read).toBeLessThanOrEqual(exact * 1.05);
    }
    // A minute later those are gone: only the new, slow ones count.
    now += 61_000;
    window.add(3);
    expect(window.count()).toBe(1);
    expect(window.quantile(0.5)!).toBeGreaterThanOrEqual(3);
    expect(window.quantile(0.5)!).toBeLessThanOrEqual(3 * 1.05);
  });
});
