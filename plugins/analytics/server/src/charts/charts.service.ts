import { Injectable } from '@nestjs/common';
import { MetricStorePort, type DailyMetric } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { ChartPoint, DashboardChartView } from '@otimiza/plugin-analytics-shared';
import { addDays, dayDate, type DashboardWindow } from '../kpis/dashboard-window.js';
import { kpiDefinitions, rollupOf, unitOf, type KpiDefinition } from '../kpis/kpi-definitions.js';
import { changeOf, periodFigure } from '../kpis/kpi-figures.js';
import { round } from '../statistics/forecast.js';
import { robustAnomalies } from '../statistics/robust-z.js';

/** A line needs two points; fewer and the chart says so instead of drawing. */
export const MIN_CHART_POINTS = 2;
/** Spec 001 §9: at most 2 insights per chart. */
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

/** The charts of the KPIs: per day for periods up to 90 days, per week for a year. */
@Injectable()
export class ChartsService {
  constructor(private readonly store: MetricStorePort) {}

  async compute(workspaceId: string, window: DashboardWindow): Promise<DashboardChartView[]> {
    return Promise.all(
      kpiDefinitions.map(async (definition) => {
        const points = await this.store.daily(workspaceId, { metric: definition.metric, from: dayDate(window.from), to: dayDate(window.to) });
        return chartOf(definition, points, window);
      }),
    );
  }
}

export function chartOf(definition: KpiDefinition, points: readonly DailyMetric[], window: DashboardWindow): DashboardChartView {
  const rollup = rollupOf(definition);
  const granularity = window.days > 90 ? 'week' : 'day';
  const values = granularity === 'week' ? byWeek(points, rollup) : points.map((point) => ({ date: point.day, value: point.value }));
  const data: ChartPoint[] = values.map((point) => ({ date: point.date, value: round(point.value, 2), series: definition.id }));
  const insufficient: LocalizedText | null =
    data.length < MIN_CHART_POINTS
      ? {
          pt: `Dados insuficientes para o gráfico: ${data.length} ${granularity === 'week' ? 'semana(s)' : 'dia(s)'} com dados no período (mínimo ${MIN_CHART_POINTS}).`,
          en: `Not enough data for the chart: ${data.length} ${granularity === 'week' ? 'week(s)' : 'day(s)'} with data in the period (at least ${MIN_CHART_POINTS}).`,
        }
      : null;
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
    metrics: { total: rollup === 'sum' ? periodFigure(points, 'sum') : null, average, growth: changePercentage, trend },
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
