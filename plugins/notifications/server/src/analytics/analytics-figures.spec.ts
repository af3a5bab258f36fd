import { describe, expect, it } from 'vitest';
import type { DeliveryChannel } from '@otimiza/plugin-notifications-shared';
import { analyticsFrom } from './analytics-figures.js';
import type { DeliveryGroupRow } from './analytics-query.js';

function group(
  kind: string,
  channel: DeliveryChannel,
  role: string,
  hour: number,
  counts: Partial<Record<'sent' | 'delivered' | 'opened' | 'clicked' | 'engaged' | 'converted', number>>,
): DeliveryGroupRow {
  const text = (value = 0) => String(value);
  return {
    kind,
    channel,
    user_role: role,
    hour,
    sent: text(counts.sent),
    delivered: text(counts.delivered),
    opened: text(counts.opened),
    clicked: text(counts.clicked),
    engaged: text(counts.engaged),
    converted: text(counts.converted),
  };
}

describe('notification analytics arithmetic', () => {
  it('answers nulls and zeros, and no best hour, when nothing was sent', () => {
    const analytics = analyticsFrom([], 'America/Sao_Paulo');
    expect(analytics.overview).toEqual({ totalSent: 0, totalDelivered: 0, totalOpened: 0, totalClicked: 0, averageEngagement: null, revenueGenerated: null });
    expect(analytics.byType).toEqual({});
    expect(analytics.byChannel).toEqual({});
    expect(analytics.trends.hourly).toHaveLength(24);
    expect(analytics.trends.hourly.every((hour) => hour.engagement === null && !hour.optimal)).toBe(true);
    expect(analytics.bestHour).toBeNull();
    expect(analytics.timeZone).toBe('America/Sao_Paulo');
  });

  it('counts totals, types, channels, roles and hours from the groups', () => {
    const analytics = analyticsFrom(
      [
        group('seo_alert', 'email', 'owner', 9, { sent: 4, delivered: 4, opened: 2, clicked: 1, engaged: 2, converted: 1 }),
        group('seo_alert', 'in_app', 'owner', 9, { sent: 4, delivered: 3 }),
        group('campaign', 'email', 'member', 14, { sent: 2, delivered: 2, opened: 2, clicked: 2, engaged: 2 }),
        group('campaign', 'push', 'member', 20, { sent: 2, delivered: 1, opened: 0, clicked: 0, engaged: 0 }),
      ],
      'America/Sao_Paulo',
    );
    expect(analytics.overview).toEqual({ totalSent: 12, totalDelivered: 10, totalOpened: 4, totalClicked: 3, averageEngagement: 50, revenueGenerated: null });
    expect(analytics.byType).toEqual({ seo_alert: { sent: 8, engagementRate: 25 }, campaign: { sent: 4, engagementRate: 50 } });
    expect(analytics.byChannel).toEqual({
      email: { sent: 6, effectiveness: 66.7 },
      in_app: { sent: 4, effectiveness: 75 },
      push: { sent: 2, effectiveness: 0 },
    });
    expect(analytics.segmentation.byUserType).toEqual({
      owner: { sent: 8, engagement: 25, conversion: 12.5 },
      member: { sent: 4, engagement: 50, conversion: 0 },
    });
    // 09h: 2 opened of 8 sent (25 %); 14h: 2 of 2 (100 %); 20h: none opened.
    expect(analytics.bestHour).toBe(14);
    expect(analytics.trends.hourly[9]).toEqual({ hour: 9, engagement: 25, optimal: false });
    expect(analytics.trends.hourly[14]).toEqual({ hour: 14, engagement: 100, optimal: true });
    expect(analytics.trends.hourly[20]).toEqual({ hour: 20, engagement: 0, optimal: false });
    expect(analytics.trends.hourly[3]).toEqual({ hour: 3, engagement: null, optimal: false });
  });

  it('takes the earliest hour when open rates tie', () => {
    const analytics = analyticsFrom(
      [
        group('seo_alert', 'email', 'owner', 18, { sent: 2, opened: 1, engaged: 1 }),
        group('seo_alert', 'email', 'owner', 7, { sent: 4, opened: 2, engaged: 2 }),
      ],
      'UTC',
    );
    expect(analytics.bestHour).toBe(7);
    expect(analytics.trends.hourly.filter((hour) => hour.optimal).map((hour) => hour.hour)).toEqual([7]);
  });
});
