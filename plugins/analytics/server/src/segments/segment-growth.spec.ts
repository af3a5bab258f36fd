import { describe, expect, it } from 'vitest';
import type { DailyMetric, SiteSeries } from '@otimiza/sdk/server';
import { growthOf } from './segments.service.js';

const day = (date: string, value: number): DailyMetric => ({ day: date, sum: value, count: 1, min: value, max: value, last: value, value });
const line = (site: string, dimension: string, points: [string, number][]): SiteSeries => ({
  site,
  dimension,
  points: points.map(([date, value]) => day(date, value)),
});

describe("a segment's performance growth compares like with like", () => {
  it('moves each page in each strategy from its first to its latest day, never a mobile run against a desktop one', () => {
    const series = [
      // The bakery: mobile 90 then 98 (+8); its desktop run 60 on the last day only.
      line('https://padaria.example/', 'mobile', [
        ['2026-11-01', 90],
        ['2026-11-20', 98],
      ]),
      line('https://padaria.example/', 'desktop', [['2026-11-20', 60]]),
      // The florist: desktop 50 then 56 (+6).
      line('https://floricultura.example/', 'desktop', [
        ['2026-11-02', 50],
        ['2026-11-21', 56],
      ]),
      // Another segment's site is not counted.
      line('https://outro.example/', 'mobile', [
        ['2026-11-01', 10],
        ['2026-11-21', 90],
      ]),
    ];
    // The day-merged reading gave the 21st's 56 against the 1st's 90: −34.
    expect(growthOf(series, new Set(['https://padaria.example/', 'https://floricultura.example/']))).toBe(7);
    expect(growthOf([series[1]!], new Set(['https://padaria.example/']))).toBeNull();
  });
});
