import { describe, expect, it } from 'vitest';
import { demoSites, demoVersions, recordedAtOf } from './demo-sites.js';

const DAY_MS = 24 * 3600 * 1000;

describe('demo sites', () => {
  it('live under a reserved name that cannot resolve publicly', () => {
    for (const site of demoSites) expect(new URL(site.url).hostname).toMatch(/\.otimiza-demo\.example$/);
  });

  it('date the versions three and two weeks ago, and this week as they run', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const [v1, v2, v3] = demoVersions;
    expect(recordedAtOf(now, v1!, 0)!.getTime()).toBe(now.getTime() - 21 * DAY_MS);
    expect(recordedAtOf(now, v2!, 0)!.getTime()).toBe(now.getTime() - 14 * DAY_MS);
    expect(recordedAtOf(now, v2!, 1)!.getTime()).toBe(now.getTime() - 14 * DAY_MS + 2 * 3600 * 1000);
    expect(recordedAtOf(now, v3!, 1)).toBeUndefined();
  });
});
