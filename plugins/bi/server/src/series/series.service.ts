import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MetricStorePort, type DailyMetric } from '@otimiza/sdk/server';
import { CustomerRecordsPort, type CustomerRecord, type NpsAnswer } from '@otimiza/plugin-customer-success-contract';
import type { MetricName } from '@otimiza/sdk/shared';
import type { MetricList } from '@otimiza/plugin-bi-shared';
import { sql } from 'kysely';
import { biSql } from '../common/bi-sql.js';
import { aggregateInto, dayOf, fillPeriods, granularityOf, periodsOf, windowsOf, type DayValue, type SeriesPeriod } from '../stats/periods.js';
import type { Granularity } from '../data/trained-state.js';
import type { BiMetric } from '../data/bi-metric.entity.js';
import { clientMetrics, clientSeries } from './client-series.js';
import { platformMetrics } from './platform-metrics.js';
import { definitionOf, type SeriesDefinition } from './series-definitions.js';

/** How far back the series are read: two years, enough for a yearly season and its backtest. */
export const HISTORY_DAYS = 730;
const DAY_MS = 86_400_000;

/** What one request reads once: the metric store's days, the customers and their NPS answers, the imported points. */
export interface SeriesContext {
  workspaceId: string;
  now: Date;
  store: Map<MetricName, DailyMetric[]>;
  customers: CustomerRecord[] | null;
  answers: NpsAnswer[];
  imported: Map<string, DayValue[]>;
  clientSeries: MetricList['clientSeries'];
}

/** What the series and the metric cards read of a metric row. */
export type MetricRow = Pick<BiMetric, 'id' | 'key' | 'source' | 'label' | 'unit' | 'category' | 'significance' | 'annualTarget' | 'description' | 'updatedAt'>;

/** A metric with its definition and periods. */
export interface ResolvedSeries {
  row: MetricRow;
  definition: SeriesDefinition;
  granularity: Granularity;
  /** Its periods; an imported sum's missing ones are left out (gaps), never counted as 0. */
  periods: SeriesPeriod[];
  /** The raw days (not for ratios, whose days are two series). */
  days: DayValue[];
  lastDay: string | null;
}

/**
 * The workspace's series: the metric store's (platform), customer success's (clients, through its
 * optional port) and the imported ones, each as periods. A metric row is kept per available
 * series, so that what the user sets on it (significance, target) stays.
 */
@Injectable()
export class SeriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
    @Optional() @Inject(CustomerRecordsPort) private readonly customers: CustomerRecordsPort | null,
  ) {}

  /** `importedIds`: read the points of these imported metrics only (a page of the list), not every imported series. */
  async context(workspaceId: string, now = new Date(), options: { importedIds?: readonly string[] } = {}): Promise<SeriesContext> {
    const from = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
    const storeMetrics = [...new Set(platformMetrics.flatMap((metric) => ('metric' in metric.source ? [metric.source.metric] : metric.source.ratio)))];
    const [store, customers, answers] = await Promise.all([
      this.platformDays(workspaceId, storeMetrics, from, now),
      this.customers ? this.customers.customersOf(workspaceId) : null,
      this.customers ? this.customers.npsAnswersOf(workspaceId, from) : [],
    ]);
    return {
      workspaceId,
      now,
      store,
      customers,
      answers,
      imported: await this.importedPoints(workspaceId, options.importedIds),
      clientSeries: customers === null ? 'unavailable' : customers.length === 0 ? 'no-customers' : 'present',
    };
  }

  /**
   * The metric store's days of the platform series: the per-page measures (scores, vitals, failing audits) of the
   * workspace's most audited strategy alone (by its performance samples), the others every dimension merged.
   */
  private async platformDays(workspaceId: string, metrics: MetricName[], from: Date, to: Date): Promise<Map<MetricName, DailyMetric[]>> {
    const perStrategy = platformMetrics.flatMap((metric) => (metric.perStrategy && 'metric' in metric.source ? [metric.source.metric] : []));
    const [merged, mobile, desktop] = await Promise.all([
      this.store.dailyOfMany(workspaceId, { metrics, from, to }),
      this.store.dailyOfMany(workspaceId, { metrics: perStrategy, from, to, dimension: 'mobile' }),
      this.store.dailyOfMany(workspaceId, { metrics: perStrategy, from, to, dimension: 'desktop' }),
    ]);
    const samples = (days: Map<MetricName, DailyMetric[]>) => (days.get('score.performance') ?? []).reduce((count, day) => count + day.count, 0);
    // Samples recorded without a strategy (imported, older) have neither: they are read merged.
    if (samples(mobile) === 0 && samples(desktop) === 0) return merged;
    const main = samples(desktop) > samples(mobile) ? desktop : mobile;
    for (const metric of perStrategy) merged.set(metric, main.get(metric) ?? []);
    return merged;
  }

  /** The context with the points of these imported metrics (a page of the list) instead of the ones it read. */
  async withImported(context: SeriesContext, importedIds: readonly string[]): Promise<SeriesContext> {
    return { ...context, imported: await this.importedPoints(context.workspaceId, importedIds) };
  }

  /** Every imported series' points of the workspace, or those of the given metrics. */
  private async importedPoints(workspaceId: string, importedIds?: readonly string[]): Promise<Map<string, DayValue[]>> {
    const imported = new Map<string, DayValue[]>();
    let query = biSql(this.em)
      .selectFrom('bi_series_point')
      .innerJoin('bi_metric', 'bi_metric.id', 'bi_series_point.metric_id')
      .where('bi_series_point.workspace_id', '=', workspaceId)
      .select(['bi_metric.key', 'bi_series_point.day', 'bi_series_point.value'])
      .orderBy('bi_series_point.day');
    if (importedIds) query = query.where('bi_series_point.metric_id', '=', (eb) => eb.fn.any(eb.val([...importedIds])));
    const points = importedIds?.length === 0 ? [] : await query.execute();
    for (const point of points) {
      const list = imported.get(point.key) ?? [];
      list.push({ day: typeof point.day === 'string' ? point.day : dayOf(new Date(point.day as unknown as string)), value: Number(point.value) });
      imported.set(point.key, list);
    }
    return imported;
  }

  /** The keys of the series that have data now. */
  availableKeys(context: SeriesContext): { key: string; source: 'platform' | 'clients'; unit: string; category: BiMetric['category'] }[] {
    const out: { key: string; source: 'platform' | 'clients'; unit: string; category: BiMetric['category'] }[] = [];
    for (const metric of platformMetrics) {
      const names = 'metric' in metric.source ? [metric.source.metric] : [metric.source.ratio[1]];
      if (names.some((name) => (context.store.get(name) ?? []).length > 0))
        out.push({ key: metric.key, source: 'platform', unit: metric.unit, category: metric.category });
    }
    if (context.customers && context.customers.length > 0) {
      for (const metric of clientMetrics) {
        if (metric.key === 'clients:nps' && context.answers.length === 0) continue;
        out.push({ key: metric.key, source: 'clients', unit: metric.unit, category: metric.category });
      }
    }
    return out;
  }

  /**
   * Every metric row of the workspace, after adding rows for the series that appeared (concurrent
   * calls add each once), as plain rows: a workspace may hold thousands of imported metrics.
   */
  async rows(context: SeriesContext): Promise<MetricRow[]> {
    const availableKeys = await this.addAvailable(context);
    return (await this.listed(context.workspaceId, availableKeys).select(metricRowColumns).orderBy('created_at').orderBy('key').execute()).map(toMetricRow);
  }

  /**
   * One page of the listed rows (those `rows` answers), most significant first, then in the order
   * they appeared, and how many there are: read by PostgreSQL, whatever the number of metrics.
   */
  async page(
    context: SeriesContext,
    query: { category: MetricRow['category'] | 'all'; offset: number; limit: number },
  ): Promise<{ rows: MetricRow[]; total: number }> {
    const availableKeys = await this.addAvailable(context);
    let listed = this.listed(context.workspaceId, availableKeys);
    if (query.category !== 'all') listed = listed.where('category', '=', query.category);
    const [rows, count] = await Promise.all([
      listed
        .select(metricRowColumns)
        .orderBy(sql`array_position(${sql.val([...significanceOrder])}::text[], significance)`)
        .orderBy('created_at')
        .orderBy('key')
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
      listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    ]);
    return { rows: rows.map(toMetricRow), total: Number(count?.n ?? 0) };
  }

  /** The workspace's imported rows and those of the series with data now (a platform or client series without data now — a plugin switched off, the data aged out — is kept, unlisted). */
  private listed(workspaceId: string, availableKeys: readonly string[]) {
    return biSql(this.em)
      .selectFrom('bi_metric')
      .where('workspace_id', '=', workspaceId)
      .where((eb) => eb.or([eb('source', '=', 'import'), eb('key', '=', eb.fn.any(eb.val([...availableKeys])))]));
  }

  /** Adds rows for the series that appeared (concurrent calls add each once); answers the keys of the series with data now. */
  private async addAvailable(context: SeriesContext): Promise<string[]> {
    const available = this.availableKeys(context);
    if (available.length > 0) {
      await biSql(this.em)
        .insertInto('bi_metric')
        .values(
          available.map((item) => ({
            id: crypto.randomUUID(),
            workspace_id: context.workspaceId,
            key: item.key,
            source: item.source,
            unit: item.unit,
            category: item.category,
          })),
        )
        .onConflict((conflict) => conflict.columns(['workspace_id', 'key']).doNothing())
        .execute();
    }
    return available.map((item) => item.key);
  }

  resolve(context: SeriesContext, row: MetricRow): ResolvedSeries | null {
    const definition = definitionOf(row);
    if (!definition) return null;
    if (definition.store && 'ratio' in definition.store) {
      const [numeratorName, denominatorName] = definition.store.ratio;
      const denominator = toDays(context.store.get(denominatorName) ?? []);
      const numerator = toDays(context.store.get(numeratorName) ?? []);
      const granularity = '30d' as const;
      const windows = windowsOf(denominator, granularity);
      const sums = aggregateInto(denominator, windows, 'sum');
      const tops = aggregateInto(numerator, windows, 'sum');
      const ratios = windows.map((_, index) => (sums[index] ? ((tops[index] ?? 0) / sums[index]!) * 100 : null));
      return { row, definition, granularity, periods: fillPeriods(windows, ratios, 'average'), days: [], lastDay: denominator.at(-1)?.day ?? null };
    }
    const days = this.daysOf(context, row, definition);
    // The metric store's series are daily (a lone sample is no monthly series); the others say by their points.
    const granularity = row.source === 'platform' ? '30d' : granularityOf(days);
    // An imported series that skips a period says nothing about it: a gap, not a 0 (the metric store's days count every event).
    const missing = row.source === 'import' ? 'gap' : 'fill';
    return { row, definition, granularity, periods: periodsOf(days, granularity, definition.aggregation, missing), days, lastDay: days.at(-1)?.day ?? null };
  }

  private daysOf(context: SeriesContext, row: MetricRow, definition: SeriesDefinition): DayValue[] {
    if (definition.store && 'metric' in definition.store) return toDays(context.store.get(definition.store.metric) ?? []);
    if (row.source === 'clients') return clientSeries(row.key, context.customers ?? [], context.answers, context.now);
    return context.imported.get(row.key) ?? [];
  }
}

const toDays = (points: readonly DailyMetric[]): DayValue[] => points.map((point) => ({ day: point.day, value: point.value }));

/** Significances, most significant first (the lists' order). */
export const significanceOrder = ['critical', 'important', 'moderate', 'low'] as const;

const metricRowColumns = ['id', 'key', 'source', 'label', 'unit', 'category', 'significance', 'annual_target', 'description', 'updated_at'] as const;

function toMetricRow(row: {
  id: string;
  key: string;
  source: MetricRow['source'];
  label: string;
  unit: string;
  category: MetricRow['category'];
  significance: MetricRow['significance'];
  annual_target: number | null;
  description: string;
  updated_at: unknown;
}): MetricRow {
  return {
    id: row.id,
    key: row.key,
    source: row.source,
    label: row.label,
    unit: row.unit,
    category: row.category,
    significance: row.significance,
    annualTarget: row.annual_target ?? null,
    description: row.description,
    updatedAt: new Date(row.updated_at as string),
  };
}
