import { Injectable } from '@nestjs/common';
import { type VisualOverview, type VisualPeriod } from '@otimiza/plugin-reports-shared';
import { InteractiveReportsService } from './interactive-reports.service.js';
import { VisualChartsService } from './visual-charts.service.js';
import { latestDay, VisualDashboardsService } from './visual-dashboards.service.js';
import { VisualMetricsService } from './visual-metrics.service.js';
import { oneDecimal } from './visual-numbers.js';
import { WorkspaceMembersPort } from '@otimiza/sdk/server';
import { ACTIVE_USER_DAYS } from './active-users.js';
import { VisualStrategyResolver } from './visual-strategy.js';

/** How long a computed overview answers again: below the page's 30 s auto-refresh, so each refresh sees newer data. */
export const OVERVIEW_REUSE_MS = 20_000;
const MAX_KEPT_OVERVIEWS = 1000;

/**
 * The four overview cards, counted from what the tabs show: metrics
 * with a value and those improving, charts that can be drawn and their mean insights, dashboards
 * and the members active in the last 30 days, the reports tab's items (every type it lists) and
 * their share pages' views. Everything comes from the metric store's rollups, the shared reports'
 * rows and the other plugins' report ports; of the analyses, only the strategy of the latest is read
 * (the cards need no benchmark, no page address and no audit behind a drop).
 */
@Injectable()
export class VisualOverviewService {
  constructor(
    private readonly members: WorkspaceMembersPort,
    private readonly metrics: VisualMetricsService,
    private readonly charts: VisualChartsService,
    private readonly dashboards: VisualDashboardsService,
    private readonly reports: InteractiveReportsService,
    private readonly strategies: VisualStrategyResolver,
  ) {}

  /** Answers computed or being computed in this process, by workspace and period (oldest first). */
  private readonly recent = new Map<string, { at: number; answer: Promise<VisualOverview> }>();

  /**
   * The overview of the period, computed at most once per workspace and period every
   * OVERVIEW_REUSE_MS in this process: requests arriving meanwhile (several members, several tabs,
   * the 30 s auto-refresh) share that answer, as the analytics dashboard shares its snapshot.
   */
  async of(workspaceId: string, period: VisualPeriod, now = Date.now()): Promise<VisualOverview> {
    const key = `${workspaceId}:${period}`;
    const known = this.recent.get(key);
    if (known && now - known.at < OVERVIEW_REUSE_MS) return known.answer;
    const answer = this.compute(workspaceId, period);
    this.recent.delete(key);
    this.recent.set(key, { at: now, answer });
    // A failed computation is not kept: the next request tries again.
    answer.catch(() => {
      if (this.recent.get(key)?.answer === answer) this.recent.delete(key);
    });
    if (this.recent.size > MAX_KEPT_OVERVIEWS) this.recent.delete(this.recent.keys().next().value!);
    return answer;
  }

  private async compute(workspaceId: string, period: VisualPeriod): Promise<VisualOverview> {
    // The level cards as the metrics and dashboards tabs open on them: each site's latest analysis in one strategy.
    const { strategy } = await this.strategies.resolve(workspaceId, undefined);
    const [cards, charts, reports, activeUsers] = await Promise.all([
      this.metrics.all(workspaceId, period, null, strategy),
      this.charts.list(workspaceId, period, { explain: false }),
      this.reports.totals(workspaceId),
      this.members.activeUsers(workspaceId, ACTIVE_USER_DAYS),
    ]);
    const withValue = cards.filter((card) => card.value !== null);
    const drawn = charts.charts.filter((chart) => chart.status === 'ok');
    return {
      period,
      metrics: { totalMetrics: withValue.length, improvingMetrics: withValue.filter((card) => card.improving === true).length },
      charts: {
        totalCharts: drawn.length,
        avgInsights: drawn.length ? oneDecimal(drawn.reduce((sum, chart) => sum + chart.insights.length, 0) / drawn.length)! : 0,
      },
      dashboards: { totalDashboards: this.dashboards.from(cards, 'all').length, activeUsers },
      reports: { totalReports: reports.reports, totalViews: reports.views },
      lastUpdated: latestDay(cards),
    };
  }
}
