import { Injectable } from '@nestjs/common';
import { MetricStorePort, type DailyMetric, type SiteSeries } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { ChartPoint, ChartStrategyFigures, DashboardChartView } from '@otimiza/plugin-analytics-shared';
import { addDays, dayDate, type DashboardWindow } from '../kpis/dashboard-window.js';
import { kpiDefinitions, rollupOf, unitOf, type KpiDefinition } from '../kpis/kpi-definitions.js';
import { changeOf, periodFigure } from '../kpis/kpi-figures.js';
import { round } from '../statistics/forecast.js';
import { robustAnomalies } from '../statistics/robust-z.js';

/** A line needs two points; fewer and the chart says so instead of drawing. */
export const MIN_CHART_POINTS = 2;
/** At most 2 insights per chart. */
const MAX_ALERTS = 2;

const formatDay = (day: string, language: 'pt' | 'en') => {
  const [, month, date] = day.split('-');
  return language === 'pt' ? `${date}/${month}` : `${month}/${date}`;
};
const formatNumber = (value: number, language: 'pt' | 'en') => value.toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: 2 });

/** The Monday (UTC) of a day's week. */
function weekOf(day: string): string {
  const weekday = (dayDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Days merged into weeks: a week's figure is the period figure of its days. */
function byWeek(points: readonly DailyMetric[], rollup: 'sum' | 'average' | 'last'): { date: string; value: number }[] {
  const weeks = new Map<string, DailyMetric[]>();
  for (const point of points) {
    const week = weekOf(point.day);
    weeks.set(week, [...(weeks.get(week) ?? []), point]);
  }
  return [...weeks.entries()].map(([date, days]) => ({ date, value: periodFigure(days, rollup) ?? 0 }));
}

/** Strategy names for the remarks of a per-page measure's lines. */
const strategyNames: Record<string, LocalizedText> = { mobile: { pt: 'Celular', en: 'Mobile' }, desktop: { pt: 'Computador', en: 'Desktop' } };
const strategyOrder = ['mobile', 'desktop'];

/** The charts of the KPIs: per day for periods up to 90 days, per week for a year. */
@Injectable()
export class ChartsService {
  constructor(private readonly store: MetricStorePort) {}

  async compute(workspaceId: string, window: DashboardWindow): Promise<DashboardChartView[]> {
    return Promise.all(
      kpiDefinitions.map(async (definition) => {
        const range = { metric: definition.metric, from: dayDate(window.from), to: dayDate(window.to) };
        // A per-page measure is read per page and strategy: its lines and growth never mix a mobile run with a desktop one.
        if (definition.perPage) return perStrategyChartOf(definition, await this.store.series(workspaceId, range), window);
        return chartOf(definition, await this.store.daily(workspaceId, range), window);
      }),
    );
  }
}

/** A chart's points, per day or per week, with their series name. */
function chartPoints(points: readonly DailyMetric[], rollup: 'sum' | 'average' | 'last', granularity: 'day' | 'week', series: string): ChartPoint[] {
  const values = granularity === 'week' ? byWeek(points, rollup) : points.map((point) => ({ date: point.day, value: point.value }));
  return values.map((point) => ({ date: point.date, value: round(point.value, 2), series }));
}

const granularityOf = (window: DashboardWindow): 'day' | 'week' => (window.days > 90 ? 'week' : 'day');

function insufficientText(points: number, granularity: 'day' | 'week'): LocalizedText | null {
  return points < MIN_CHART_POINTS
    ? {
        pt: `Dados insuficientes para o gráfico: ${points} ${granularity === 'week' ? 'semana(s)' : 'dia(s)'} com dados no período (mínimo ${MIN_CHART_POINTS}).`,
        en: `Not enough data for the chart: ${points} ${granularity === 'week' ? 'week(s)' : 'day(s)'} with data in the period (at least ${MIN_CHART_POINTS}).`,
      }
    : null;
}

/** Days of several series merged: each day's samples summed and counted, so its value is their mean. */
function mergeDays(series: readonly SiteSeries[]): DailyMetric[] {
  const byDay = new Map<string, DailyMetric>();
  for (const entry of series)
    for (const point of entry.points) {
      const day = byDay.get(point.day);
      byDay.set(
        point.day,
        day
          ? { ...day, sum: day.sum + point.sum, count: day.count + point.count, min: Math.min(day.min, point.min), max: Math.max(day.max, point.max) }
          : { ...point },
      );
    }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1)).map((day) => ({ ...day, value: day.count ? day.sum / day.count : day.value }));
}

/**
 * A per-page measure (scores, vitals, failing audits) as a line per strategy, each day (or week) the
 * mean of that strategy's analyses. Its figures are per strategy too: the mean of its analyses in
 * the period, and its growth over the same pages only — each page's first and latest value in the
 * period, for the pages measured on two days (or weeks) or more — never a mobile run against a
 * desktop one, nor this day's pages against another day's.
 */
export function perStrategyChartOf(definition: KpiDefinition, series: readonly SiteSeries[], window: DashboardWindow): DashboardChartView {
  const granularity = granularityOf(window);
  const dimensions = [...new Set(series.filter((entry) => entry.points.length > 0).map((entry) => entry.dimension))].sort(
    (a, b) => (strategyOrder.indexOf(a) + 1 || 99) - (strategyOrder.indexOf(b) + 1 || 99) || (a < b ? -1 : 1),
  );
  const lines = dimensions.map((strategy) => {
    const ofStrategy = series.filter((entry) => entry.dimension === strategy);
    const points = mergeDays(ofStrategy);
    const data = chartPoints(points, 'average', granularity, strategy);
    const pages = ofStrategy.flatMap((entry) => {
      const pagePoints = chartPoints(
        [...entry.points].sort((a, b) => (a.day < b.day ? -1 : 1)),
        'average',
        granularity,
        strategy,
      );
      return pagePoints.length >= MIN_CHART_POINTS ? [{ first: pagePoints[0]!.value, last: pagePoints.at(-1)!.value }] : [];
    });
    const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
    const { changePercentage, trend } = pages.length
      ? changeOf(mean(pages.map((page) => page.last)), mean(pages.map((page) => page.first)))
      : { changePercentage: null, trend: null };
    const average = periodFigure(points, 'average');
    const figures: ChartStrategyFigures = {
      strategy,
      average: average === null ? null : round(average, 2),
      growth: changePercentage,
      trend,
      pages: pages.length,
    };
    return { strategy, data, figures };
  });
  const data = lines.flatMap((line) => line.data);
  const longest = Math.max(0, ...lines.map((line) => line.data.length));
  const named = (strategy: string) => strategyNames[strategy] ?? (strategy ? { pt: strategy, en: strategy } : null);
  const remarks = lines.map((line) => ({ name: named(line.strategy), insights: insightsOf(definition, line.data) }));
  const prefixed = (name: LocalizedText | null, text: LocalizedText): LocalizedText =>
    name ? { pt: `${name.pt}: ${text.pt}`, en: `${name.en}: ${text.en}` } : text;
  const summaries = remarks.flatMap((remark) => (remark.insights.summary ? [prefixed(remark.name, remark.insights.summary)] : []));
  return {
    id: `chart-${definition.id}`,
    kpi: definition.id,
    type: 'line',
    title: definition.name,
    description: definition.description,
    unit: unitOf(definition),
    granularity,
    data,
    metrics: { total: null, average: null, growth: null, trend: null, byStrategy: lines.map((line) => line.figures) },
    insights: {
      summary: summaries.length ? { pt: summaries.map((text) => text.pt).join(' '), en: summaries.map((text) => text.en).join(' ') } : null,
      alerts: remarks
        .flatMap((remark) => remark.insights.alerts.map((alert) => ({ ...alert, message: prefixed(remark.name, alert.message) })))
        .slice(0, MAX_ALERTS),
    },
    insufficient: insufficientText(longest, granularity),
  };
}

export function chartOf(definition: KpiDefinition, points: readonly DailyMetric[], window: DashboardWindow): DashboardChartView {
  const rollup = rollupOf(definition);
  const granularity = granularityOf(window);
  const data = chartPoints(points, rollup, granularity, definition.id);
  const insufficient = insufficientText(data.length, granularity);
  const average = data.length ? round(data.reduce((total, point) => total + point.value, 0) / data.length, 2) : null;
  const first = data[0]?.value ?? null;
  const last = data[data.length - 1]?.value ?? null;
  const { changePercentage, trend } = data.length >= MIN_CHART_POINTS ? changeOf(last, first) : { changePercentage: null, trend: null };
  return {
    id: `chart-${definition.id}`,
    kpi: definition.id,
    type: rollup === 'sum' ? 'bar' : 'line',
    title: definition.name,
    description: definition.description,
    unit: unitOf(definition),
    granularity,
    data,
    metrics: { total: rollup === 'sum' ? periodFigure(points, 'sum') : null, average, growth: changePercentage, trend, byStrategy: null },
    insights: insightsOf(definition, data),
    insufficient,
  };
}

/** At most two computed remarks: the series' largest move between consecutive points, and its latest anomaly. */
function insightsOf(definition: KpiDefinition, data: readonly ChartPoint[]): DashboardChartView['insights'] {
  if (data.length < MIN_CHART_POINTS) return { summary: null, alerts: [] };
  const alerts: DashboardChartView['insights']['alerts'] = [];
  let worst: { from: ChartPoint; to: ChartPoint; delta: number } | null = null;
  for (let index = 1; index < data.length; index += 1) {
    const delta = data[index]!.value - data[index - 1]!.value;
    const bad = definition.better === 'higher' ? -delta : delta;
    if (bad > 0 && (!worst || bad > (definition.better === 'higher' ? -worst.delta : worst.delta))) worst = { from: data[index - 1]!, to: data[index]!, delta };
  }
  if (worst) {
    const text = (language: 'pt' | 'en') =>
      language === 'pt'
        ? `Maior piora em ${formatDay(worst.to.date, 'pt')}: de ${formatNumber(worst.from.value, 'pt')} para ${formatNumber(worst.to.value, 'pt')}.`
        : `Largest worsening on ${formatDay(worst.to.date, 'en')}: from ${formatNumber(worst.from.value, 'en')} to ${formatNumber(worst.to.value, 'en')}.`;
    alerts.push({ type: 'warning', message: { pt: text('pt'), en: text('en') } });
  }
  const anomaly = robustAnomalies(data.map((point) => ({ day: point.date, value: point.value })))[0];
  if (anomaly && alerts.length < MAX_ALERTS) {
    alerts.push({
      type: 'info',
      message: {
        pt: `Valor atípico em ${formatDay(anomaly.day, 'pt')}: ${formatNumber(anomaly.value, 'pt')} (mediana ${formatNumber(anomaly.median, 'pt')}, z robusto ${formatNumber(round(anomaly.z, 1), 'pt')}).`,
        en: `Unusual value on ${formatDay(anomaly.day, 'en')}: ${formatNumber(anomaly.value, 'en')} (median ${formatNumber(anomaly.median, 'en')}, robust z ${formatNumber(round(anomaly.z, 1), 'en')}).`,
      },
    });
  }
  const mean = data.reduce((total, point) => total + point.value, 0) / data.length;
  return {
    summary: {
      pt: `Média de ${formatNumber(round(mean, 2), 'pt')} em ${data.length} pontos; último valor ${formatNumber(data[data.length - 1]!.value, 'pt')}.`,
      en: `Mean of ${formatNumber(round(mean, 2), 'en')} over ${data.length} points; latest value ${formatNumber(data[data.length - 1]!.value, 'en')}.`,
    },
    alerts: alerts.slice(0, MAX_ALERTS),
  };
}
