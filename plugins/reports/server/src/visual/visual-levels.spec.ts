import { describe, expect, it } from 'vitest';
import { levelChange, levelOn, totalChange } from './visual-levels.js';
import { visualWindow } from './visual-window.js';

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
