import { Injectable } from '@nestjs/common';
import type { VisualMetric, VisualMetricList, VisualMetricsQuery, VisualPeriod, VisualStrategy } from '@otimiza/plugin-reports-shared';
import { benchmarkOf, MetricStorePort } from '@otimiza/sdk/server';
import { levelChangeOf, totalChange, type Change } from './visual-levels.js';
import { visualMetricDefinitions, type VisualMetricDefinition } from './visual-metric-catalogue.js';
import { dominantSegment, SiteProfilesService, type SiteProfile } from './site-profiles.service.js';
import { dayOf, visualWindow, type VisualWindow } from './visual-window.js';
import { VisualStrategyResolver } from './visual-strategy.js';

/**
 * The metrics tab: each card's value, trend and change over
 * the period from the metric store's daily rollups, and its benchmark from the anonymised cohort
 * of the workspace's business type (null below 5 workspaces: the card says there is none yet).
 */
@Injectable()
export class VisualMetricsService {
  constructor(
    private readonly store: MetricStorePort,
    private readonly sites: SiteProfilesService,
    private readonly strategies: VisualStrategyResolver,
  ) {}

  async list(workspaceId: string, query: VisualMetricsQuery): Promise<VisualMetricList> {
    const window = visualWindow(query.period);
    const definitions = visualMetricDefinitions.filter((definition) => query.category === 'all' || definition.category === query.category);
    const { strategy, strategySource } = await this.strategies.resolve(workspaceId, query.strategy);
    const metrics = await this.compute(workspaceId, window, definitions, await this.sites.of(workspaceId), strategy);
    return {
      period: query.period,
      strategy,
      strategySource,
      from: dayOf(window.from),
      to: dayOf(window.to),
      metrics: metrics.filter((metric) => query.trend === 'all' || metric.trend === query.trend),
    };
  }

  /**
   * Every card of the catalogue for a period, the level cards read in one strategy (each site's
   * latest analysis in it); `profiles` null leaves the benchmarks out (the overview counts values
   * and directions only).
   */
  async all(workspaceId: string, period: VisualPeriod, profiles: readonly SiteProfile[] | null, strategy: VisualStrategy): Promise<VisualMetric[]> {
    return this.compute(workspaceId, visualWindow(period), visualMetricDefinitions, profiles, strategy);
  }

  private async compute(
    workspaceId: string,
    window: VisualWindow,
    definitions: readonly VisualMetricDefinition[],
    profiles: readonly SiteProfile[] | null,
    strategy: VisualStrategy,
  ): Promise<VisualMetric[]> {
    const segment = profiles ? dominantSegment(profiles) : null;
    return Promise.all(
      definitions.map(async (definition) => {
        const change =
          definition.aggregation === 'level' ? await this.level(workspaceId, definition, window, strategy) : await this.total(workspaceId, definition, window);
        const benchmark = definition.benchmark && profiles ? await this.benchmark(definition, segment?.id ?? null, change.value) : null;
        return {
          id: definition.id,
          name: definition.name,
          category: definition.category,
          unit: definition.unit,
          better: definition.better,
          aggregation: definition.aggregation,
          value: change.value,
          trend: change.trend,
          changePercentage: change.changePercentage,
          improving: change.improving,
          points: change.points,
          lastDay: change.lastDay,
          benchmark: benchmark?.value ?? null,
          benchmarkMissing: definition.benchmark ? (benchmark?.missing ?? null) : 'not-applicable',
          segment: definition.benchmark ? (segment?.name ?? null) : null,
        } satisfies VisualMetric;
      }),
    );
  }

  /**
   * A level card from the sites' latest values on three days (the period's end, the day before it,
   * and its first day with data): one index probe per site and day, not a year of every site's days.
   * Only the strategy's analyses, each site's latest one: the level cards' "current level" never
   * averages a site's mobile and desktop audits, and its change compares the strategy with itself.
   */
  private async level(workspaceId: string, definition: VisualMetricDefinition, window: VisualWindow, strategy: VisualStrategy): Promise<Change> {
    const latestOn = (on: Date) =>
      this.store.latestPerSite(workspaceId, { metric: definition.id, on, since: window.lookbackFrom, dimension: strategy, reading: 'latest' });
    const [atEnd, beforePeriod, days] = await Promise.all([
      latestOn(window.to),
      latestOn(window.previousTo),
      this.store.daily(workspaceId, { metric: definition.id, from: window.from, to: window.to, dimension: strategy }),
    ]);
    const firstDay = days[0]?.day;
    const atFirstDay = days.length >= 2 && beforePeriod.length === 0 && firstDay ? await latestOn(new Date(`${firstDay}T00:00:00Z`)) : [];
    return levelChangeOf({ atEnd, beforePeriod, atFirstDay, days: days.length }, definition.better);
  }

  private async total(workspaceId: string, definition: VisualMetricDefinition, window: VisualWindow): Promise<Change> {
    const days = await this.store.daily(workspaceId, { metric: definition.id, from: window.previousFrom, to: window.to });
    const from = dayOf(window.from);
    const current = days.filter((point) => point.day >= from);
    const previous = days.filter((point) => point.day < from);
    const sum = (points: typeof days) => points.reduce((total, point) => total + point.value, 0);
    return totalChange(sum(current), sum(previous), current.length, current.at(-1)?.day ?? null);
  }

  private async benchmark(
    definition: VisualMetricDefinition,
    segment: string | null,
    value: number | null,
  ): Promise<{ value: VisualMetric['benchmark']; missing: VisualMetric['benchmarkMissing'] }> {
    if (!segment) return { value: null, missing: 'no-segment' };
    const cohort = await this.store.cohort(definition.id, segment);
    if (!cohort) return { value: null, missing: 'small-cohort' };
    // Without a value of its own the workspace has no place in the cohort: no benchmark, nothing missing from the cohort.
    return { value: value === null ? null : benchmarkOf(cohort, value, { lowerIsBetter: definition.better === 'lower' }), missing: null };
  }
}
