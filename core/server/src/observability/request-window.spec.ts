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
});
