import { Injectable } from '@nestjs/common';
import type { VisualDashboard, VisualDashboardCategory, VisualDashboardList, VisualDashboardsQuery, VisualMetric } from '@otimiza/plugin-reports-shared';
import type { LocalizedText, MetricName } from '@otimiza/sdk/shared';
import { SiteProfilesService } from './site-profiles.service.js';
import { VisualMetricsService } from './visual-metrics.service.js';
import { WorkspaceMembersPort } from '@otimiza/sdk/server';
import { ACTIVE_USER_DAYS } from './active-users.js';
import { VisualStrategyResolver } from './visual-strategy.js';

interface DashboardDefinition {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  category: VisualDashboardCategory;
  metrics: MetricName[];
}

/**
 * The dashboards computed from the workspace's data: each groups metric cards for one audience.
 * None is shown for sales (no sales data is stored). Recomputed on every read; the page reads
 * them again every 30 s, hence `refreshInterval` 0.5 (minutes).
 */
const dashboardDefinitions: readonly DashboardDefinition[] = [
  {
    id: 'executive',
    name: { pt: 'Visão executiva', en: 'Executive view' },
    description: { pt: 'As quatro pontuações dos sites e o ritmo das análises', en: 'The sites’ four scores and the pace of analyses' },
    category: 'executive',
    metrics: ['score.performance', 'score.seo', 'score.accessibility', 'score.best-practices', 'analyses.completed'],
  },
  {
    id: 'technical',
    name: { pt: 'Saúde técnica', en: 'Technical health' },
    description: { pt: 'Core Web Vitals e auditorias com falha das últimas análises', en: 'Core Web Vitals and failing audits of the latest analyses' },
    category: 'technical',
    metrics: ['vitals.lcp', 'vitals.cls', 'vitals.tbt', 'audits.failing'],
  },
  {
    id: 'operational',
    name: { pt: 'Operação de otimização', en: 'Optimisation work' },
    description: { pt: 'Correções aplicadas, ganhos verificados e relatórios gerados', en: 'Fixes applied, verified gains and reports generated' },
    category: 'operational',
    metrics: ['fixes.applied', 'gains.verified', 'analyses.completed', 'reports.runs'],
  },
  {
    id: 'marketing',
    name: { pt: 'Engajamento dos relatórios', en: 'Report engagement' },
    description: { pt: 'Como os clientes leem os relatórios compartilhados', en: 'How clients read the shared reports' },
    category: 'marketing',
    metrics: ['share.views', 'share.downloads', 'share.shares'],
  },
];

@Injectable()
export class VisualDashboardsService {
  constructor(
    private readonly members: WorkspaceMembersPort,
    private readonly metrics: VisualMetricsService,
    private readonly sites: SiteProfilesService,
    private readonly strategies: VisualStrategyResolver,
  ) {}

  async list(workspaceId: string, query: VisualDashboardsQuery): Promise<VisualDashboardList> {
    const { strategy, strategySource } = await this.strategies.resolve(workspaceId, query.strategy);
    const [cards, activeUsers] = await Promise.all([
      this.metrics.all(workspaceId, query.period, await this.sites.of(workspaceId), strategy),
      this.members.activeUsers(workspaceId, ACTIVE_USER_DAYS),
    ]);
    return { strategy, strategySource, dashboards: this.from(cards, query.category), activeUsers };
  }

  /** The dashboards of a category from computed metric cards. */
  from(cards: readonly VisualMetric[], category: VisualDashboardCategory | 'all'): VisualDashboard[] {
    return dashboardDefinitions
      .filter((definition) => category === 'all' || definition.category === category)
      .map((definition) => {
        const widgets = definition.metrics.map((metric) => cards.find((entry) => entry.id === metric)!);
        return {
          id: definition.id,
          name: definition.name,
          description: definition.description,
          category: definition.category,
          layout: 'grid',
          refreshInterval: 0.5,
          lastUpdated: latestDay(widgets),
          widgets: widgets.map((card) => ({ metric: card.id, name: card.name, value: card.value, unit: card.unit, trend: card.trend })),
        } satisfies VisualDashboard;
      });
  }
}

/** The newest day with data among cards, or null. */
export const latestDay = (cards: readonly VisualMetric[]): string | null =>
  cards
    .map((card) => card.lastDay)
    .filter((day) => day !== null)
    .sort()
    .at(-1) ?? null;
