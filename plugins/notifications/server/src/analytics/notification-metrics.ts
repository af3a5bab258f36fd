import { Injectable, Logger } from '@nestjs/common';
import { MetricStorePort } from '@otimiza/sdk/server';

/** A delivery as the metric store counts it: its id (the source of its samples) and its channel (the dimension). */
export interface CountedDelivery {
  id: string;
  channel: string;
}

/**
 * Notification engagement in the metric store, per workspace, day and channel: `notifications.sent`
 * when a delivery is sent (in the app at once, e-mail and push by their jobs), `.opened` and
 * `.clicked` when its tracking link records the first opening or click. One sample per delivery
 * and metric (`delivery:<id>:<metric>`), so a retried job or a second click counts once; a store
 * that fails is logged, never failing the delivery (the delivery rows stay the analytics' record).
 */
@Injectable()
export class NotificationMetrics {
  private readonly log = new Logger('NotificationMetrics');

  constructor(private readonly store: MetricStorePort) {}

  async record(
    workspaceId: string,
    metric: 'notifications.sent' | 'notifications.opened' | 'notifications.clicked',
    deliveries: readonly CountedDelivery[],
    at = new Date(),
  ): Promise<void> {
    if (deliveries.length === 0) return;
    await this.store
      .record(
        deliveries.map((delivery) => ({ workspaceId, metric, dimension: delivery.channel, value: 1, at, sourceKey: `delivery:${delivery.id}:${metric}` })),
      )
      .catch((error: unknown) => this.log.warn(`${metric} of workspace ${workspaceId} not stored in the metric store: ${(error as Error).message}`));
  }
}
