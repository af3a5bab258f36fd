import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '@otimiza/plugin-customer-success-contract';
import type { ResolvedSeries } from '../series/series.service.js';
import { forecastPeriods } from '../metrics/series-forecast.js';
import { contiguousTail, periodsOf, type DayValue } from '../stats/periods.js';
import { trainChurnModel, trainSeriesModel } from './train-model.js';

const now = new Date('2026-11-27T12:00:00Z');

/** A monthly series of `months` months ending `endMonthsAgo` months before now. */
function monthly(months: number, endMonthsAgo: number): ResolvedSeries {
  const days: DayValue[] = Array.from({ length: months }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10 - endMonthsAgo - (months - 1 - index), 1)).toISOString().slice(0, 10),
    value: 1000 + 20 * index + (index % 2) * 5,
  }));
  return {
    row: { key: 'import:revenue' } as ResolvedSeries['row'],
    definition: { better: 'higher' } as ResolvedSeries['definition'],
    granularity: 'month',
    periods: periodsOf(days, 'month', 'sum'),
    days,
    lastDay: days.at(-1)!.day,
  };
}

describe('model training and deployment status', () => {
  it('deploys a series model whose backtest passes, with scenarios from its interval', () => {
    const training = trainSeriesModel('revenue', monthly(14, 0), now, false);
    expect(training.status).toBe('active');
    expect(training.scenarios!.pessimistic).toBeLessThanOrEqual(training.scenarios!.realistic);
    expect(training.scenarios!.realistic).toBeLessThanOrEqual(training.scenarios!.optimistic);
  });

  it("reads a revenue model's 90-day scenarios as its label says: the next 90 days' total against the last 90 days'", () => {
    // Revenue is a sum; its data ends in September (two months ago): the horizon is November to January, none of it gone.
    const series = { ...monthly(14, 2), definition: { better: 'higher', aggregation: 'sum' } as ResolvedSeries['definition'] };
    const training = trainSeriesModel('revenue', series, now, false);
    const { forecast } = forecastPeriods(contiguousTail(series.periods), 'month', '2026-11-27');
    const next = forecast.points.reduce((total, point) => total + point.value, 0);
    const last = series.periods.slice(-3).reduce((total, period) => total + period.value, 0);
    expect(training.scenarios).toMatchObject({
      basis: 'sum',
      from: '2026-11-01',
      to: '2027-01-31',
      comparedFrom: '2026-07-01',
      comparedTo: '2026-09-30',
      realistic: Math.round(((next - last) / last) * 1000) / 10,
    });
    // A rising series: the next 90 days' total is above the last 90 days'.
    expect(training.scenarios!.realistic).toBeGreaterThan(0);
    // An average (a rate) reads the horizon's last month against the latest one.
    const rate = trainSeriesModel(
      'growth',
      { ...monthly(14, 2), definition: { better: 'higher', aggregation: 'average' } as ResolvedSeries['definition'] },
      now,
      false,
    );
    const end = forecast.points.at(-1)!.value;
    expect(rate.scenarios).toMatchObject({ basis: 'end', to: '2027-01-31', comparedFrom: '2026-09-01', comparedTo: '2026-09-30' });
    expect(rate.scenarios!.realistic).toBe(Math.round(((end - series.periods.at(-1)!.value) / series.periods.at(-1)!.value) * 1000) / 10);
  });

  it('retires a trained model whose data stopped more than 75 days ago, with no scenarios for months already gone', () => {
    const training = trainSeriesModel('revenue', monthly(14, 4), now, true);
    expect(training.status).toBe('retired');
    expect(training.dataEndedAt).toBe('2026-07-01');
    expect(training.scenarios).toBeNull();
  });

  it('keeps a model without enough data in testing with what it needs', () => {
    expect(trainSeriesModel('demand', null, now, false)).toMatchObject({ status: 'testing', insufficient: { have: 0, need: 10 }, accuracy: null });
    expect(trainSeriesModel('demand', monthly(6, 0), now, false)).toMatchObject({ status: 'testing', insufficient: { have: 6, need: 10 } });
  });

  it('needs both outcomes among the churn model’s clients, and measured features', () => {
    const client = (churned: boolean, usage: number | null): CustomerRecord => ({
      id: `${churned}-${usage}`,
      plan: 'starter',
      mrr: 100,
      startedAt: new Date('2025-01-01T00:00:00Z'),
      churnedAt: churned ? new Date('2026-10-01T00:00:00Z') : null,
      features: { usage, scoresTrend: 0, engagement: 1 },
      measuredAt: new Date('2026-11-20T00:00:00Z'),
    });
    const allRetained = Array.from({ length: 30 }, (_, index) => client(false, index));
    // 30 clients pass the 20 needed: what blocks it is the departures, 0 of the 5 of each outcome.
    expect(trainChurnModel(allRetained, now, false)).toMatchObject({
      status: 'testing',
      insufficient: { have: 0, need: 5, what: { pt: expect.stringContaining('clientes que saíram') } },
    });
    const fewStayed = Array.from({ length: 24 }, (_, index) => client(index >= 3, index));
    expect(trainChurnModel(fewStayed, now, false)).toMatchObject({
      status: 'testing',
      insufficient: { have: 3, need: 5, what: { en: expect.stringContaining('clients who stayed') } },
    });
    const unmeasured = Array.from({ length: 30 }, (_, index) => client(index % 2 === 0, null));
    expect(trainChurnModel(unmeasured, now, false)).toMatchObject({ status: 'testing', insufficient: { have: 0, need: 20 } });
    expect(trainChurnModel(null, now, false)).toMatchObject({ status: 'testing', insufficient: { have: 0 } });
  });
});
