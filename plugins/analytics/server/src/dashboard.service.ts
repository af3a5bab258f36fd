import { Injectable } from '@nestjs/common';
import { RateLimitPort, rateLimitError, WorkspaceMembersPort, type AuthContext } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import {
  periods,
  strategies,
  type AnalyticsSummary,
  type ChartList,
  type DashboardQuery,
  type InsightList,
  type KpiList,
  type Period,
  type ResolvedStrategy,
  type SegmentList,
  type Strategy,
} from '@otimiza/plugin-analytics-shared';
import { DashboardCache, type Cached } from './cache/dashboard-cache.js';
import { ChartsService, MIN_CHART_POINTS } from './charts/charts.service.js';
import { InsightsService } from './insights/insights.service.js';
import { dashboardWindow } from './kpis/dashboard-window.js';
import type { KpiBase } from './kpis/kpi-figures.js';
import { KpisService } from './kpis/kpis.service.js';
import { SegmentsService } from './segments/segments.service.js';
import { SiteAnalyses } from './sites/site-analyses.js';
import { MIN_FORECAST_DAYS, round } from './statistics/forecast.js';
import { KpiTargetsService } from './targets/kpi-targets.service.js';

/** Refreshes a workspace may ask for in a minute: each recomputes every cached answer at once. More answer 429. */
export const REFRESH_RULE = { points: 10, windowSeconds: 60 };
const tooManyRefreshes = {
  pt: 'Este espaço de trabalho atualizou o dashboard muitas vezes no último minuto. Aguarde um pouco e tente de novo.',
  en: 'This workspace refreshed the dashboard too many times in the last minute. Wait a little and try again.',
};

const matches = (category: DashboardQuery['category']) => (item: { category: string }) => category === 'all' || item.category === category;

/**
 * A cached answer's key: `<view>:<period>:<strategy>` for the KPIs and the insights (their per-page figures read one
 * strategy), `charts:<period>`, `segments:<strategy>`. Null for a key of another shape (one an older version stored).
 */
function parseKey(key: string): { view: 'kpis' | 'insights' | 'charts' | 'segments'; period: Period | null; strategy: Strategy | null } | null {
  const [view, ...rest] = key.split(':');
  const period = (value: string | undefined) => ((periods as readonly string[]).includes(value ?? '') ? (value as Period) : null);
  const strategy = (value: string | undefined) => ((strategies as readonly string[]).includes(value ?? '') ? (value as Strategy) : null);
  if ((view === 'kpis' || view === 'insights') && rest.length === 2 && period(rest[0]) && strategy(rest[1]))
    return { view, period: period(rest[0]), strategy: strategy(rest[1]) };
  if (view === 'charts' && rest.length === 1 && period(rest[0])) return { view, period: period(rest[0]), strategy: null };
  if (view === 'segments' && rest.length === 1 && strategy(rest[0])) return { view, period: null, strategy: strategy(rest[0]) };
  return null;
}

/**
 * The dashboard's answers: computed from the metric store and the sites' analyses, kept per
 * workspace, view and period for 20 seconds (DashboardCache), filtered by category and given
 * the workspace's targets on each read.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly cache: DashboardCache,
    private readonly kpis: KpisService,
    private readonly charts: ChartsService,
    private readonly segmentsService: SegmentsService,
    private readonly insightsService: InsightsService,
    private readonly targets: KpiTargetsService,
    private readonly rateLimits: RateLimitPort,
    private readonly members: WorkspaceMembersPort,
    private readonly sites: SiteAnalyses,
  ) {}

  /**
   * The strategy a read uses: the request's, else the strategy of the workspace's most recent completed analysis (a
   * workspace that audits on desktop sees its desktop figures, not '—'), else mobile. Every answer says which and why.
   */
  async resolveStrategy(workspaceId: string, requested: Strategy | undefined): Promise<ResolvedStrategy> {
    if (requested) return { strategy: requested, strategySource: 'query' };
    const latest = await this.sites.latestStrategy(workspaceId);
    return latest ? { strategy: latest, strategySource: 'latest-analysis' } : { strategy: 'mobile', strategySource: 'default' };
  }

  private resolved(workspaceId: string, requested: Strategy | ResolvedStrategy | undefined): Promise<ResolvedStrategy> {
    return typeof requested === 'object' ? Promise.resolve(requested) : this.resolveStrategy(workspaceId, requested);
  }

  private baseKpis(workspaceId: string, period: Period, strategy: Strategy): Promise<Cached<KpiBase[]>> {
    return this.cache.read(workspaceId, `kpis:${period}:${strategy}`, () => this.kpis.compute(workspaceId, dashboardWindow(period), strategy));
  }

  /** `query.strategy`: the request's (undefined: resolved here), or one already resolved for the same answer. */
  async kpiList(auth: AuthContext, query: Omit<DashboardQuery, 'strategy'> & { strategy?: Strategy | ResolvedStrategy }): Promise<KpiList> {
    const window = dashboardWindow(query.period);
    const resolved = await this.resolved(auth.workspaceId, query.strategy);
    const [base, targets] = await Promise.all([this.baseKpis(auth.workspaceId, query.period, resolved.strategy), this.targets.all()]);
    return {
      period: query.period,
      category: query.category,
      ...resolved,
      from: window.from,
      to: window.to,
      kpis: this.targets.apply(base.value.filter(matches(query.category)), targets),
      minForecastDays: MIN_FORECAST_DAYS,
      computedAt: base.computedAt.toISOString(),
    };
  }

  async chartList(auth: AuthContext, query: DashboardQuery): Promise<ChartList> {
    const cached = await this.cache.read(auth.workspaceId, `charts:${query.period}`, () =>
      this.charts.compute(auth.workspaceId, dashboardWindow(query.period)),
    );
    // The charts read no strategy (a line per strategy); a KPI's category is the same in any: the KPIs most likely cached.
    const { strategy } = await this.resolveStrategy(auth.workspaceId, query.strategy);
    const categoryOf = new Map((await this.baseKpis(auth.workspaceId, query.period, strategy)).value.map((kpi) => [kpi.id, kpi.category]));
    return {
      period: query.period,
      category: query.category,
      charts: cached.value.filter((chart) => matches(query.category)({ category: categoryOf.get(chart.kpi) ?? '' })),
      minPoints: MIN_CHART_POINTS,
      computedAt: cached.computedAt.toISOString(),
    };
  }

  async segmentList(auth: AuthContext, requested?: Strategy | ResolvedStrategy): Promise<SegmentList> {
    const resolved = await this.resolved(auth.workspaceId, requested);
    const cached = await this.cache.read(auth.workspaceId, `segments:${resolved.strategy}`, () =>
      this.segmentsService.compute(auth.workspaceId, resolved.strategy),
    );
    return { ...cached.value, ...resolved, computedAt: cached.computedAt.toISOString() };
  }

  async insightList(auth: AuthContext, period: Period = '30d', requested?: Strategy | ResolvedStrategy): Promise<InsightList> {
    const resolved = await this.resolved(auth.workspaceId, requested);
    const cached = await this.cache.read(auth.workspaceId, `insights:${period}:${resolved.strategy}`, async () => {
      const kpis = await this.baseKpis(auth.workspaceId, period, resolved.strategy);
      return this.insightsService.compute(auth.workspaceId, dashboardWindow(period), kpis.value, new Date());
    });
    return { ...cached.value, ...resolved, computedAt: cached.computedAt.toISOString() };
  }

  async summary(auth: AuthContext, query: DashboardQuery): Promise<AnalyticsSummary> {
    // Resolved once: the KPI cards, the best segment and the insights of one answer read the same strategy.
    const resolved = await this.resolveStrategy(auth.workspaceId, query.strategy);
    const [kpis, segments, insights, members, base] = await Promise.all([
      this.kpiList(auth, { ...query, strategy: resolved }),
      this.segmentList(auth, resolved),
      this.insightList(auth, query.period, resolved),
      this.members.membersOf([auth.workspaceId]).then((members) => members.length),
      this.baseKpis(auth.workspaceId, query.period, resolved.strategy),
    ]);
    // The revenue KPI's figure, whatever the category filter: it exists only with revenue data.
    const revenue = base.value.find((kpi) => kpi.id === 'revenue') ?? null;
    const accuracies = kpis.kpis.map((kpi) => kpi.confidence).filter((value): value is number => value !== null);
    const critical = kpis.kpis.filter((kpi) => kpi.status === 'critical').length + insights.insights.filter((insight) => insight.impact === 'high').length;
    const best = [...segments.segments]
      .filter((segment) => segment.kind === 'business-type' && segment.characteristics.averagePerformance !== null)
      .sort((a, b) => b.characteristics.averagePerformance! - a.characteristics.averagePerformance!)[0];
    const opportunity = insights.insights.find((insight) => insight.type === 'opportunity');
    const latestDay = kpis.kpis.length ? await this.latestDataDay(auth, query.period) : null;
    const none = (pt: string, en: string): { value: null; reason: LocalizedText } => ({ value: null, reason: { pt, en } });
    return {
      period: query.period,
      category: query.category,
      ...resolved,
      totalRevenue:
        revenue === null
          ? none(
              'Sem dados de receita: a receita aparece quando houver clientes com receita recorrente no customer success ou uma série de receita em R$ importada no Business Intelligence.',
              'No revenue data: revenue appears once customer success has clients with recurring revenue or a revenue series in BRL is imported into business intelligence.',
            )
          : revenue.value === null
            ? { value: null, reason: revenue.reason ?? revenue.description }
            : { value: revenue.value, reason: null },
      totalUsers: { value: members, reason: null },
      avgConversionRate: none('Sem dados de conversão: o Otimiza não mede vendas dos sites.', 'No conversion data: Otimiza does not measure the sites’ sales.'),
      topPerformingSegment: best ? { value: best.name, reason: null } : none('Nenhum site analisado ainda.', 'No site analysed yet.'),
      criticalAlerts: { value: critical, reason: null },
      biggestOpportunity: opportunity
        ? { value: opportunity.title, reason: null }
        : none('Nenhuma auditoria reprovada nas análises mais recentes.', 'No failing audit in the latest analyses.'),
      reportAccuracy: accuracies.length
        ? { value: round(accuracies.reduce((sum, value) => sum + value, 0) / accuracies.length, 4), reason: null }
        : none(
            `Dados insuficientes: nenhuma previsão tem os ${MIN_FORECAST_DAYS} dias de dados para medir a precisão.`,
            `Not enough data: no forecast has the ${MIN_FORECAST_DAYS} days of data to measure its accuracy.`,
          ),
      dataFreshness: {
        latestDataDay: latestDay,
        computedAt: kpis.computedAt,
        reason: latestDay ? null : { pt: 'Nenhum dado registrado no período.', en: 'Nothing recorded in the period.' },
      },
      kpis: kpis.kpis,
    };
  }

  /** The latest day with an analysis in the period (the dashboard's freshest data). */
  private async latestDataDay(auth: AuthContext, period: Period): Promise<string | null> {
    const charts = await this.chartList(auth, { period, category: 'all' });
    const days = charts.charts.flatMap((chart) => chart.data.map((point) => point.date));
    return days.length ? days.reduce((latest, day) => (day > latest ? day : latest)) : null;
  }

  /** Recomputes every answer the workspace has cached (and the default period's), and answers when done; 429 beyond REFRESH_RULE. */
  async refresh(auth: AuthContext): Promise<{ refreshed: string[]; computedAt: string }> {
    const decision = await this.rateLimits.consume(`analytics:refresh:${auth.workspaceId}`, REFRESH_RULE);
    if (!decision.allowed) throw rateLimitError(decision, tooManyRefreshes);
    const now = new Date();
    // The default answers are those of the strategy a read without one would use now.
    const { strategy: initial } = await this.resolveStrategy(auth.workspaceId, undefined);
    const keys = new Set([...(await this.cache.keys()), `kpis:30d:${initial}`, 'charts:30d', `segments:${initial}`, `insights:30d:${initial}`]);
    // KPIs first: the insights of a period and strategy read them. A key of an older shape is never read again: not recomputed.
    const ordered = [...keys].filter((key) => parseKey(key) !== null).sort((a, b) => Number(!a.startsWith('kpis:')) - Number(!b.startsWith('kpis:')));
    const fresh = new Map<string, KpiBase[]>();
    for (const key of ordered) {
      const { view, period, strategy } = parseKey(key)!;
      if (view === 'kpis' && period && strategy) {
        const value = await this.kpis.compute(auth.workspaceId, dashboardWindow(period, now), strategy);
        fresh.set(`${period}:${strategy}`, value);
        await this.cache.store(auth.workspaceId, key, value, now);
      } else if (view === 'charts' && period) {
        await this.cache.store(auth.workspaceId, key, await this.charts.compute(auth.workspaceId, dashboardWindow(period, now)), now);
      } else if (view === 'insights' && period && strategy) {
        const kpis = fresh.get(`${period}:${strategy}`) ?? (await this.kpis.compute(auth.workspaceId, dashboardWindow(period, now), strategy));
        await this.cache.store(auth.workspaceId, key, await this.insightsService.compute(auth.workspaceId, dashboardWindow(period, now), kpis, now), now);
      } else if (view === 'segments' && strategy) {
        await this.cache.store(auth.workspaceId, key, await this.segmentsService.compute(auth.workspaceId, strategy, now), now);
      }
    }
    return { refreshed: ordered, computedAt: now.toISOString() };
  }
}
