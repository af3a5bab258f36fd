import { describe, expect, it } from 'vitest';
import type { ResolvedSeries } from '../series/series.service.js';
import { metricView } from '../metrics/metric-view.js';
import { periodsOf, type DayValue } from '../stats/periods.js';
import { computeInsights } from './insights.js';

const now = new Date('2027-01-15T12:00:00Z');

/** A critical imported revenue series (BRL, a monthly sum), one value a month from January 2026 back `values.length - 1` months. */
function revenue(values: readonly number[]): ResolvedSeries {
  const days: DayValue[] = values.map((value, index) => ({
    day: new Date(Date.UTC(2026, 11 - (values.length - 1 - index), 1)).toISOString().slice(0, 10),
    value,
  }));
  return {
    row: {
      id: 'revenue-id',
      key: 'import:revenue',
      source: 'import',
      label: 'Receita',
      unit: 'BRL',
      category: 'financial',
      significance: 'critical',
      annualTarget: null,
      description: null,
      updatedAt: now,
    } as unknown as ResolvedSeries['row'],
    definition: {
      key: 'import:revenue',
      source: 'import',
      name: { pt: 'Receita', en: 'Revenue' },
      description: { pt: 'Receita importada.', en: 'Imported revenue.' },
      category: 'financial',
      unit: 'BRL',
      better: 'higher',
      aggregation: 'sum',
      benchmark: false,
      store: null,
    },
    granularity: 'month',
    periods: periodsOf(days, 'month', 'sum', 'gap'),
    days,
    lastDay: days.at(-1)!.day,
  };
}

const viewOf = (series: ResolvedSeries) => {
  const { forecastDetail: _detail, ...view } = metricView(series, { now, industry: null, industryMissing: 'not-applicable' });
  return view;
};

describe('a trend insight and the period change beside it (every figure agrees with every other)', () => {
  it('names what each figure measures: a rise over 12 months fitted by a line, and the latest month’s own dip', () => {
    // January to December 2026: 100, 110, …, 200, then 190 in December (−5% against November).
    const metric = viewOf(revenue([100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 190]));
    expect(metric.trend).toBe('increasing');
    expect(metric.performance.vsLastPeriod).toBe(-5);
    // The least-squares line through the 12 months: 102.564… + 9.2308 × month, from 102.56 to 204.10 (+99%).
    expect(metric.trendLine).toEqual({ periods: 12, span: 12, from: '2026-01-01', to: '2026-12-31', start: 102.56, end: 204.1, change: 99 });

    const trend = computeInsights([metric], []).find((insight) => insight.kind === 'trend')!;
    expect(trend.title).toEqual({ pt: 'Receita em tendência de alta nos últimos 12 meses', en: 'Revenue rising over the last 12 months' });
    expect(trend.detail.pt).toBe(
      'A reta ajustada aos 12 meses com dados, de jan. de 2026 a dez. de 2026, vai de R$ 102,56 a R$ 204,1 (+99%), inclinação significativa. ' +
        'Só o último mês (dez. de 2026): -5% contra o mês anterior.',
    );
    expect(trend.detail.en).toBe(
      'The line fitted to the 12 months with data, Jan 2026 to Dec 2026, goes from R$ 102.56 to R$ 204.1 (+99%), a significant slope. ' +
        'The latest month alone (Dec 2026): -5% against the month before.',
    );
    // What the rise is measured by goes the way the title says.
    expect(metric.trendLine!.change).toBeGreaterThan(0);
  });

  it('reads the trend over the periods the card shows (its last 24), not older ones it never draws', () => {
    // 30 months: six at 1,000, then 24 rising from 100 to 330 (the last one 310). Over all 30 the line falls (t ≈ −3.4);
    // over the 24 in `history`, the ones the card draws and the insight counts, it rises.
    const values = [...Array.from({ length: 6 }, () => 1000), ...Array.from({ length: 23 }, (_, index) => 100 + 10 * index), 310];
    const metric = viewOf(revenue(values));
    expect(metric.history).toHaveLength(24);
    expect(metric.trend).toBe('increasing');
    expect(metric.trendLine).toMatchObject({ periods: 24, span: 24, from: metric.history[0]!.start, to: metric.history.at(-1)!.end });
    expect(metric.trendLine!.end).toBeGreaterThan(metric.trendLine!.start);
    const trend = computeInsights([metric], []).find((insight) => insight.kind === 'trend')!;
    expect(trend.title.pt).toBe('Receita em tendência de alta nos últimos 24 meses');
    expect(trend.detail.pt).toContain('Só o último mês (dez. de 2026): -3,1% contra o mês anterior.');
  });
});
