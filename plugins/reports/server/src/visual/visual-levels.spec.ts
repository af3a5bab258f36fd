import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelChange, levelChangeOf, levelOn, totalChange, type SitePoints } from './visual-levels.js';
import { addDays, dayOf, visualWindow } from './visual-window.js';

const window = visualWindow('30d', new Date('2026-11-27T12:00:00Z'));

describe('levelChange', () => {
  it('reads a site audited on several days: the latest score, and its change from the first day of the period', () => {
    const sites = [
      {
        site: 'https://a.com.br/',
        points: [
          { day: '2026-11-05', value: 60 },
          { day: '2026-11-15', value: 70 },
          { day: '2026-11-25', value: 75 },
        ],
      },
    ];
    expect(levelChange(sites, window, 'higher')).toEqual({ value: 75, trend: 'up', changePercentage: 25, improving: true, points: 3, lastDay: '2026-11-25' });
  });

  it('starts from the level before the period when there was one', () => {
    const sites = [
      {
        site: 'a',
        points: [
          { day: '2026-09-01', value: 80 },
          { day: '2026-11-20', value: 60 },
        ],
      },
    ];
    expect(levelChange(sites, window, 'higher')).toMatchObject({ value: 60, trend: 'down', changePercentage: -25, improving: false, points: 1 });
  });

  it('has no trend with one day of data and nothing before', () => {
    const sites = [{ site: 'a', points: [{ day: '2026-11-20', value: 60 }] }];
    expect(levelChange(sites, window, 'higher')).toEqual({ value: 60, trend: null, changePercentage: null, improving: null, points: 1, lastDay: '2026-11-20' });
  });

  it('reads a lower LCP as an improvement', () => {
    const sites = [
      {
        site: 'a',
        points: [
          { day: '2026-11-01', value: 4000 },
          { day: '2026-11-20', value: 3000 },
        ],
      },
    ];
    expect(levelChange(sites, window, 'lower')).toMatchObject({ trend: 'down', changePercentage: -25, improving: true });
  });

  it('averages the latest value of every site', () => {
    const sites = [
      { site: 'a', points: [{ day: '2026-11-01', value: 50 }] },
      { site: 'b', points: [{ day: '2026-11-10', value: 90 }] },
    ];
    expect(levelOn(sites, '2026-11-05')).toBe(50);
    expect(levelOn(sites, '2026-11-27')).toBe(70);
  });
});

describe('totalChange', () => {
  it('compares the period with the one before it, and says nothing without the one before', () => {
    expect(totalChange(15, 10, 4)).toEqual({ value: 15, trend: 'up', changePercentage: 50, improving: true, points: 4, lastDay: null });
    expect(totalChange(15, 0, 4)).toEqual({ value: 15, trend: null, changePercentage: null, improving: null, points: 4, lastDay: null });
  });
});

describe('levelChangeOf', () => {
  /** What MetricStorePort.latestPerSite answers on `day` for these sites' points. */
  const latestOn = (sites: readonly SitePoints[], day: string) =>
    sites.flatMap((site) => {
      const last = site.points.filter((point) => point.day <= day).at(-1);
      return last ? [{ site: site.site, day: last.day, value: last.value }] : [];
    });

  it('gives levelChange’s figures from the sites’ latest values on three days, whatever their histories', () => {
    const days = Array.from({ length: 120 }, (_, index) => dayOf(addDays(window.to, -index)));
    const site = fc.record({
      days: fc.uniqueArray(fc.constantFrom(...days), { maxLength: 12 }),
      values: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 12, maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(site, { maxLength: 6 }), fc.constantFrom('higher' as const, 'lower' as const), (drawn, better) => {
        const sites: SitePoints[] = drawn
          .map((entry, index) => ({
            site: `https://s${index}.com.br/`,
            points: [...entry.days].sort().map((day, position) => ({ day, value: entry.values[position]! })),
          }))
          .filter((entry) => entry.points.length > 0);
        const inPeriod = [...new Set(sites.flatMap((entry) => entry.points.map((point) => point.day)).filter((day) => day >= dayOf(window.from)))].sort();
        const beforePeriod = latestOn(sites, dayOf(window.previousTo));
        expect(
          levelChangeOf(
            {
              atEnd: latestOn(sites, dayOf(window.to)),
              beforePeriod,
              atFirstDay: inPeriod.length >= 2 && beforePeriod.length === 0 ? latestOn(sites, inPeriod[0]!) : [],
              days: inPeriod.length,
            },
            better,
          ),
        ).toEqual(levelChange(sites, window, better));
      }),
    );
  });
});
