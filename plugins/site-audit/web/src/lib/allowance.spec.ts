import { describe, expect, it } from 'vitest';
import { allowanceFigures } from './allowance';

const allowance = (runsThisMonth: number, runsPerMonth = 10, pagesPerRun = 100) => ({ runsThisMonth, runsPerMonth, pagesPerRun, canAuditAll: false });

describe('allowanceFigures', () => {
  it('reads the month’s use against the plan', () => {
    expect(allowanceFigures(allowance(3))).toEqual({ used: 3, perMonth: 10, pagesPerRun: 100, left: 7, none: false, exhausted: false });
  });

  it('is exhausted at the limit, and past it (runs started before a downgrade) without going below zero', () => {
    expect(allowanceFigures(allowance(10))).toMatchObject({ used: 10, left: 0, exhausted: true });
    expect(allowanceFigures(allowance(12, 4, 25))).toMatchObject({ used: 12, perMonth: 4, left: 0, exhausted: true });
  });

  it('says a plan without site audits has none, rather than an exhausted month', () => {
    expect(allowanceFigures(allowance(0, 0, 0))).toMatchObject({ none: true, exhausted: false, left: 0 });
  });
});
