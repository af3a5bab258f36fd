import type { DeliveryChannel, NotificationType } from './notifications.js';

/**
 * `GET /api/notifications/analytics`: every figure counted from the workspace's
 * delivery records. Rates are null where nothing was sent; `revenueGenerated` is null because no
 * delivery carries a value.
 */
export interface NotificationAnalytics {
  overview: {
    totalSent: number;
    totalDelivered: number;
    totalOpened: number;
    totalClicked: number;
    /** Deliveries opened or clicked / sent, over e-mail and push, in %. */
    averageEngagement: number | null;
    revenueGenerated: number | null;
  };
  byType: Partial<Record<NotificationType | 'campaign', { sent: number; engagementRate: number | null }>>;
  byChannel: Partial<Record<DeliveryChannel, { sent: number; effectiveness: number | null }>>;
  segmentation: { byUserType: Record<string, { sent: number; engagement: number | null; conversion: number | null }> };
  trends: { hourly: { hour: number; engagement: number | null; optimal: boolean }[] };
  /** The hour (in the workspace owner's time zone) with the best open rate, null without opens. */
  bestHour: number | null;
  timeZone: string;
}
