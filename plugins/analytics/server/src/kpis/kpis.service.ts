import { Injectable } from '@nestjs/common';
import { MetricStorePort, type DailyMetric } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { Strategy } from '@otimiza/plugin-analytics-shared';
import { MIN_FORECAST_DAYS, linearForecast } from '../statistics/forecast.js';
import { dayDate, type DashboardWindow } from './dashboard-window.js';
import { kpiDefinitions, rollupOf, unitOf, type KpiDefinition } from './kpi-definitions.js';
import { changeOf, forecastSeries, likeForLike, periodFigure, type KpiBase } from './kpi-figures.js';
import { RevenueKpi } from './revenue-kpi.js';

export const noDataReason: LocalizedText = {
  pt: 'Dados insuficientes: nenhum registro no período.',
  en: 'Not enough data: nothing recorded in the period.',
};
export const forecastTooShort = (days: number): LocalizedText => ({
  pt: `Dados insuficientes: a previsão precisa de pelo menos ${MIN_FORECAST_DAYS} dias com dados (há ${days}).`,
  en: `Not enough data: the forecast needs at least ${MIN_FORECAST_DAYS} days with data (there are ${days}).`,
});

/** What a per-page KPI's level and change read, added to its description. */
const strategyNotes: Record<Strategy, LocalizedText> = {
  mobile: { pt: 'Só as análises no celular: as de computador não entram na média.', en: 'Mobile analyses only: desktop ones are not in the mean.' },
  desktop: { pt: 'Só as análises no computador: as de celular não entram na média.', en: 'Desktop analyses only: mobile ones are not in the mean.' },
};

/**
 * The KPIs of a window, read from the metric store (one read per KPI, covering the history, the
 * previous and the current period), and the revenue KPI when the workspace has revenue data.
 * A per-page KPI (scores, vitals, failing audits) reads one strategy, its level, change and
 * forecast alike: a page's mobile and desktop analyses are never averaged together.
 */
@Injectable()
export class KpisService {
  constructor(
    private readonly store: MetricStorePort,
    private readonly revenue: RevenueKpi,
  ) {}

  async compute(workspaceId: string, window: DashboardWindow, strategy: Strategy = 'mobile'): Promise<KpiBase[]> {
    const [stored, revenue] = await Promise.all([
      Promise.all(kpiDefinitions.map((definition) => this.computeOne(workspaceId, window, definition, strategy))),
      this.revenue.compute(workspaceId, window),
    ]);
    return revenue ? [...stored, revenue] : stored;
  }

  /** The daily points of a KPI from the earliest day the window needs: of the strategy's analyses only for a per-page KPI. */
  async points(workspaceId: string, window: DashboardWindow, definition: KpiDefinition, strategy: Strategy): Promise<DailyMetric[]> {
    const from = window.previousFrom < window.historyFrom ? window.previousFrom : window.historyFrom;
    return this.store.daily(workspaceId, {
      metric: definition.metric,
      from: dayDate(from),
      to: dayDate(window.to),
      ...(definition.perPage ? { dimension: strategy } : {}),
    });
  }

  /** The previous period's figure and the one it is compared with: like with like for a per-page measure. */
  private async comparison(
    workspaceId: string,
    window: DashboardWindow,
    definition: KpiDefinition,
    strategy: Strategy,
    value: number | null,
    previousPoints: DailyMetric[],
  ) {
    if (!definition.perPage) return { previousValue: periodFigure(previousPoints, rollupOf(definition)), comparedValue: value, comparedPages: null };
    const series = await this.store.series(workspaceId, {
      metric: definition.metric,
      from: dayDate(window.previousFrom),
      to: dayDate(window.to),
      dimension: strategy,
    });
    const matched = likeForLike(series, { from: window.from, to: window.to }, { from: window.previousFrom, to: window.previousTo });
    return { previousValue: matched.previous, comparedValue: matched.current, comparedPages: matched.pages };
  }

  private async computeOne(workspaceId: string, window: DashboardWindow, definition: KpiDefinition, strategy: Strategy): Promise<KpiBase> {
    const points = await this.points(workspaceId, window, definition, strategy);
    const rollup = rollupOf(definition);
    const current = points.filter((point) => point.day >= window.from && point.day <= window.to);
    const previous = points.filter((point) => point.day >= window.previousFrom && point.day <= window.previousTo);
    const value = periodFigure(current, rollup);
    const { previousValue, comparedValue, comparedPages } = await this.comparison(workspaceId, window, definition, strategy, value, previous);
    const recorded = points.filter((point) => point.day >= window.historyFrom);
    // Days with samples, not days filled with zeros, decide whether a forecast can be made.
    const daysWithData = recorded.length;
    const forecast =
      daysWithData < MIN_FORECAST_DAYS
        ? null
        : linearForecast(forecastSeries(recorded, rollup, window.to), { mode: rollup === 'sum' ? 'total' : 'level', min: definition.min, max: definition.max });
    return {
      id: definition.id,
      category: definition.category,
      name: definition.name,
      description: definition.perPage
        ? { pt: `${definition.description.pt} ${strategyNotes[strategy].pt}`, en: `${definition.description.en} ${strategyNotes[strategy].en}` }
        : definition.description,
      metric: definition.metric,
      unit: unitOf(definition),
      format: definition.format,
      better: definition.better,
      strategy: definition.perPage ? strategy : null,
      value,
      previousValue,
      ...changeOf(comparedValue, previousValue),
      comparedPages,
      days: current.length,
      forecast: forecast && {
        value: forecast.value,
        lower: forecast.lower,
        upper: forecast.upper,
        horizonDays: forecast.horizonDays,
        method: forecast.method,
        accuracy: forecast.accuracy,
        heldOutDays: forecast.heldOutDays,
        trainingDays: forecast.trainingDays,
      },
      confidence: forecast?.accuracy ?? null,
      forecastReason: forecast ? null : forecastTooShort(daysWithData),
      reason: value === null ? noDataReason : null,
    };
  }
}
