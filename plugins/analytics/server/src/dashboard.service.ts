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
  type SegmentList,
  type Strategy,
} from '@otimiza/plugin-analytics-shared';
import { DashboardCache, type Cached } from './cache/dashboard-cache.js';
import { ChartsService, MIN_CHART_POINTS } from './charts/charts.service.js';
import { InsightsService } from './insights/insights.service.js';
import { dashboardWindow } from './kpis/dashboard-window.js';
import { KpisService, type KpiBase } from './kpis/kpis.service.js';
import { SegmentsService } from './segments/segments.service.js';
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
  ) {}

  private baseKpis(workspaceId: string, period: Period, strategy: Strategy): Promise<Cached<KpiBase[]>> {
    return this.cache.read(workspaceId, `kpis:${period}:${strategy}`, () => this.kpis.compute(workspaceId, dashboardWindow(period), strategy));
  }

  async kpiList(auth: AuthContext, query: DashboardQuery): Promise<KpiList> {
    const window = dashboardWindow(query.period);
    const [base, targets] = await Promise.all([this.baseKpis(auth.workspaceId, query.period, query.strategy), this.targets.all()]);
    return {
      period: query.period,
      category: query.category,
      strategy: query.strategy,
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
    const categoryOf = new Map((await this.baseKpis(auth.workspaceId, query.period, query.strategy)).value.map((kpi) => [kpi.id, kpi.category]));
    return {
      period: query.period,
      category: query.category,
      charts: cached.value.filter((chart) => matches(query.category)({ category: categoryOf.get(chart.kpi) ?? '' })),
      minPoints: MIN_CHART_POINTS,
      computedAt: cached.computedAt.toISOString(),
    };
  }

  async segmentList(auth: AuthContext, strategy: Strategy = 'mobile'): Promise<SegmentList> {
    const cached = await this.cache.read(auth.workspaceId, `segments:${strategy}`, () => this.segmentsService.compute(auth.workspaceId, strategy));
    return { ...cached.value, computedAt: cached.computedAt.toISOString() };
  }

  async insightList(auth: AuthContext, period: Period = '30d', strategy: Strategy = 'mobile'): Promise<InsightList> {
    const cached = await this.cache.read(auth.workspaceId, `insights:${period}:${strategy}`, async () => {
      const kpis = await this.baseKpis(auth.workspaceId, period, strategy);
      return this.insightsService.compute(auth.workspaceId, dashboardWindow(period), kpis.value, new Date());
    });
    return { ...cached.value, computedAt: cached.computedAt.toISOString() };
  }

  async summary(auth: AuthContext, query: DashboardQuery): Promise<AnalyticsSummary> {
    const [kpis, segments, insights, members, base] = await Promise.all([
      this.kpiList(auth, query),
      this.segmentList(auth, query.strategy),
      this.insightList(auth, query.period, query.strategy),
      this.members.membersOf([auth.workspaceId]).then((members) => members.length),
      this.baseKpis(auth.workspaceId, query.period, query.strategy),
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
      strategy: query.strategy,
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
    const charts = await this.chartList(auth, { period, category: 'all', strategy: 'mobile' });
    const days = charts.charts.flatMap((chart) => chart.data.map((point) => point.date));
    return days.length ? days.reduce((latest, day) => (day > latest ? day : latest)) : null;
  }

  /** Recomputes every answer the workspace has cached (and the default period's), and answers when done; 429 beyond REFRESH_RULE. */
  async refresh(auth: AuthContext): Promise<{ refreshed: string[]; computedAt: string }> {
    const decision = await this.rateLimits.consume(`analytics:refresh:${auth.workspaceId}`, REFRESH_RULE);
    if (!decision.allowed) throw rateLimitError(decision, tooManyRefreshes);
    const now = new Date();
    const keys = new Set([...(await this.cache.keys()), 'kpis:30d:mobile', 'charts:30d', 'segments:mobile', 'insights:30d:mobile']);
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
