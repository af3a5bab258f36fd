import { describe, expect, it } from 'vitest';
import { rollUp, valueOf } from './metric-rollup.js';

describe('rolling samples up per day', () => {
  it('adds the samples of one key and keeps the latest by its time, not by its order', () => {
    const rows = rollUp([
      { workspaceId: 'w', metric: 'score.seo', site: 's', value: 90, at: new Date('2026-02-01T20:00:00Z'), sourceKey: '1' },
      { workspaceId: 'w', metric: 'score.seo', site: 's', value: 60, at: new Date('2026-02-01T08:00:00Z'), sourceKey: '2', segment: 'bakery' },
      { workspaceId: 'w', metric: 'score.seo', site: 's', value: 70, at: new Date('2026-02-02T00:00:00Z'), sourceKey: '3' },
    ]);
    expect(rows.map(({ day, sum, count, min, max, last, segment }) => ({ day, sum, count, min, max, last, segment }))).toEqual([
      { day: '2026-02-01', sum: 150, count: 2, min: 60, max: 90, last: 90, segment: 'bakery' },
      { day: '2026-02-02', sum: 70, count: 1, min: 70, max: 70, last: 70, segment: null },
    ]);
  });

  it("reads a day's value by the catalogue's rollup", () => {
    const point = { sum: 240, count: 3, last: 90 };
    expect(valueOf('score.performance', point)).toBe(80);
    expect(valueOf('analyses.completed', point)).toBe(240);
  });
});
