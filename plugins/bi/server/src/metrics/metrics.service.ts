import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { benchmarkOf, forWorkspace, MetricStorePort } from '@otimiza/sdk/server';
import type { MetricList, MetricsQuery, MetricView, UpdateMetric } from '@otimiza/plugin-bi-shared';
import { biNotFound } from '../data/bi-errors.js';
import { BiMetricSchema } from '../data/bi-metric.entity.js';
import { definitionOf, type SeriesDefinition } from '../series/series-definitions.js';
import { SeriesService, significanceOrder, type MetricRow, type ResolvedSeries, type SeriesContext } from '../series/series.service.js';
import { metricDescription, metricView } from './metric-view.js';
import { WorkspaceSegment } from './workspace-segment.js';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** `GET /api/bi/metrics`: every series of the workspace as a metric card, its figures computed from the data. */
@Injectable()
export class MetricsService {
  constructor(
    private readonly em: EntityManager,
    private readonly series: SeriesService,
    private readonly store: MetricStorePort,
    private readonly segments: WorkspaceSegment,
  ) {}

  /**
   * One page of the workspace's metrics, most significant first (then in the order they appeared):
   * PostgreSQL filters, orders and cuts the page (a search, on the names the cards show, filters the
   * rows here); the imported points are read, and the figures and forecasts computed, for the
   * page's metrics alone.
   */
  /** Lists being computed, by workspace and query: requests for the same page meanwhile share the answer. */
  private readonly computing = new Map<string, { workspaceId: string; answer: Promise<MetricList> }>();

  async list(workspaceId: string, query: MetricsQuery): Promise<MetricList> {
    const key = `${workspaceId}\u0000${query.category}\u0000${query.search}\u0000${query.page}\u0000${query.limit}`;
    const running = this.computing.get(key);
    if (running) return running.answer;
    const answer = this.compute(workspaceId, query).finally(() => {
      if (this.computing.get(key)?.answer === answer) this.computing.delete(key);
    });
    this.computing.set(key, { workspaceId, answer });
    return answer;
  }

  /** After a change to the workspace's metrics (an import, an edit): requests from now on compute their page again. */
  forget(workspaceId: string): void {
    for (const [key, entry] of this.computing) if (entry.workspaceId === workspaceId) this.computing.delete(key);
  }

  private async compute(workspaceId: string, query: MetricsQuery): Promise<MetricList> {
    const base = await this.series.context(workspaceId, new Date(), { importedIds: [] });
    const offset = (query.page - 1) * query.limit;
    const { rows, total } = query.search
      ? this.searched(await this.series.rows(base), query, offset)
      : await this.series.page(base, { category: query.category, offset, limit: query.limit });
    const page = rows.flatMap((row) => {
      const definition = definitionOf(row);
      return definition ? [{ row, definition }] : [];
    });
    const imports = page.filter(({ row }) => row.source === 'import').map(({ row }) => row.id);
    const context = imports.length > 0 ? await this.series.withImported(base, imports) : base;
    const resolved = page.map(({ row }) => this.series.resolve(context, row)).filter((item): item is ResolvedSeries => item !== null);
    const segment = resolved.some((item) => item.definition.benchmark) ? await this.segments.of(workspaceId) : null;
    const metrics = await Promise.all(
      resolved.map(async (item) => {
        const { forecastDetail: _detail, ...view } = metricView(item, { now: context.now, ...(await this.industry(item, segment)) });
        return view;
      }),
    );
    return { metrics, clientSeries: base.clientSeries, total, page: query.page, limit: query.limit, hasMore: offset + rows.length < total };
  }

  /** A search reads the names and descriptions the cards show (the catalogue's, or the import's): filtered here, over the workspace's rows. */
  private searched(rows: readonly MetricRow[], query: MetricsQuery, offset: number): { rows: MetricRow[]; total: number } {
    const search = fold(query.search);
    const matching = rows
      .filter((row) => {
        const definition = definitionOf(row);
        return (
          definition !== null &&
          (query.category === 'all' || row.category === query.category) &&
          fold(`${definition.name.pt} ${definition.name.en} ${descriptionText(row, definition)} ${row.key}`).includes(search)
        );
      })
      .sort((a, b) => significanceRank(a.significance) - significanceRank(b.significance));
    return { rows: matching.slice(offset, offset + query.limit), total: matching.length };
  }

  /** Every metric of the context (the insights, exports and dashboards read the same figures). */
  async views(context: SeriesContext): Promise<(MetricView & { forecastDetail: ReturnType<typeof metricView>['forecastDetail'] })[]> {
    const rows = await this.series.rows(context);
    const resolved = rows.map((row) => this.series.resolve(context, row)).filter((item): item is ResolvedSeries => item !== null);
    const segment = resolved.some((item) => item.definition.benchmark) ? await this.segments.of(context.workspaceId) : null;
    const ordered = resolved.sort((a, b) => significanceRank(a.row.significance) - significanceRank(b.row.significance));
    return Promise.all(ordered.map(async (item) => metricView(item, { now: context.now, ...(await this.industry(item, segment)) })));
  }

  async update(workspaceId: string, id: string, body: UpdateMetric): Promise<MetricView> {
    const em = forWorkspace(this.em, workspaceId);
    const row = await em.findOne(BiMetricSchema, { id });
    if (!row) throw biNotFound();
    if (body.significance !== undefined) row.significance = body.significance;
    if (body.annualTarget !== undefined) row.annualTarget = body.annualTarget;
    if (body.category !== undefined) row.category = body.category;
    if (body.description !== undefined) row.description = body.description;
    await em.flush();
    this.forget(workspaceId);
    const context = await this.series.context(workspaceId);
    const resolved = this.series.resolve(context, row);
    if (!resolved) throw biNotFound();
    const segment = resolved.definition.benchmark ? await this.segments.of(workspaceId) : null;
    const { forecastDetail: _detail, ...view } = metricView(resolved, { now: context.now, ...(await this.industry(resolved, segment)) });
    return view;
  }

  private async industry(
    item: ResolvedSeries,
    segment: string | null,
  ): Promise<{ industry: MetricView['industry']; industryMissing: MetricView['industryMissing'] }> {
    const store = item.definition.store;
    if (!item.definition.benchmark || !store || !('metric' in store)) return { industry: null, industryMissing: 'not-applicable' };
    if (!segment) return { industry: null, industryMissing: 'no-segment' };
    const cohort = await this.store.cohort(store.metric, segment);
    if (!cohort) return { industry: null, industryMissing: 'small-cohort' };
    const last = item.periods.at(-1);
    if (!last) return { industry: null, industryMissing: 'no-value' };
    const benchmark = benchmarkOf(cohort, last.value, { lowerIsBetter: item.definition.better === 'lower' });
    return benchmark
      ? { industry: { median: benchmark.industry, workspaces: cohort.workspaces }, industryMissing: null }
      : { industry: null, industryMissing: 'no-value' };
  }
}

const significanceRank = (significance: string) => (significanceOrder as readonly string[]).indexOf(significance);

const descriptionText = (row: MetricRow, definition: SeriesDefinition) => {
  const description = metricDescription(row, definition);
  return `${description.pt} ${description.en}`;
};
