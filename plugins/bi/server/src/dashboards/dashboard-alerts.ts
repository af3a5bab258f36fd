import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, forWorkspace } from '@otimiza/sdk/server';
import { biMetricAlert } from '@otimiza/plugin-bi-contract';
import { computeInsights } from '../insights/insights.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { SeriesService } from '../series/series.service.js';
import { BiDashboardSchema } from '../data/bi-dashboard.entity.js';

/**
 * The alerts of a dashboard whose notifications are on: the anomalies and target crossings of
 * its widgets' metrics, as `bi.metric-alert` events that the notification centre turns into
 * notifications (one per metric, kind and period: it keys them by source).
 */
@Injectable()
export class DashboardAlerts {
  constructor(
    private readonly em: EntityManager,
    private readonly series: SeriesService,
    private readonly metrics: MetricsService,
    private readonly events: EventsPort,
  ) {}

  /** Publishes the dashboard's alerts; answers how many. */
  async check(workspaceId: string, dashboardId: string): Promise<number> {
    const dashboard = await forWorkspace(this.em, workspaceId).findOne(BiDashboardSchema, { id: dashboardId });
    if (!dashboard || !dashboard.notifications) return 0;
    const ids = new Set(dashboard.widgets.map((widget) => widget.metricId));
    if (ids.size === 0) return 0;
    const metrics = (await this.metrics.views(await this.series.context(workspaceId))).filter((metric) => ids.has(metric.id));
    const alerts = computeInsights(metrics, []).filter(
      (insight): insight is typeof insight & { kind: 'anomaly' | 'target-crossing'; metricId: string; at: string } =>
        (insight.kind === 'anomaly' || insight.kind === 'target-crossing') && insight.metricId !== null && insight.at !== null,
    );
    for (const alert of alerts) {
      await this.events.publish(biMetricAlert, workspaceId, {
        dashboardId: dashboard.id,
        dashboardTitle: dashboard.title,
        userId: dashboard.createdBy?.id ?? null,
        metricId: alert.metricId,
        kind: alert.kind,
        severity: alert.severity,
        at: alert.at,
        title: alert.title,
        message: alert.detail,
      });
    }
    return alerts.length;
  }
}
