import type { DeliveryChannel, NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import type { DeliveryGroupRow } from './analytics-query.js';
import { totalsOf, type DeliveryTotals } from './delivery-counts.js';
import { percent } from './notifications-sql.js';

/**
 * The notification analytics from the grouped delivery counts — pure
 * arithmetic, every figure a count of delivery records or a ratio of two (in %, one decimal, null
 * where the denominator is 0):
 * - overview: totals over every channel; averageEngagement = engaged (opened or clicked) / sent over
 *   e-mail and push, the channels whose opens and clicks are tracked; revenueGenerated null (no
 *   delivery carries a value);
 * - byType (the delivery's kind: a notification type, or 'campaign'): sent, engagementRate = engaged / sent;
 * - byChannel: sent, effectiveness = engaged / sent for e-mail and push, delivered / sent for in-app and SMS
 *   (an in-app message has done its job when it reached the member's centre);
 * - segmentation.byUserType (the member's role when it was sent): sent, engagement = engaged / sent,
 *   conversion = converted / sent;
 * - trends.hourly, hours 0–23 in the given time zone: engagement = engaged / sent of the messages
 *   sent in that hour; `optimal` marks bestHour, the hour with the best open rate (opened / sent;
 *   the earliest on ties; null when nothing was opened).
 */
export function analyticsFrom(rows: readonly DeliveryGroupRow[], timeZone: string): NotificationAnalytics {
  const groups = rows.map((row) => ({ kind: row.kind, channel: row.channel, role: row.user_role, hour: Number(row.hour), totals: totalsOf(row) }));
  const sum = (selected: readonly { totals: DeliveryTotals }[]): DeliveryTotals =>
    selected.reduce<DeliveryTotals>(
      (total, group) => ({
        sent: total.sent + group.totals.sent,
        delivered: total.delivered + group.totals.delivered,
        opened: total.opened + group.totals.opened,
        clicked: total.clicked + group.totals.clicked,
        engaged: total.engaged + group.totals.engaged,
        converted: total.converted + group.totals.converted,
      }),
      totalsOf(undefined),
    );
  const by = <Key extends string | number>(keyOf: (group: (typeof groups)[number]) => Key) => {
    const map = new Map<Key, (typeof groups)[number][]>();
    for (const group of groups) map.set(keyOf(group), [...(map.get(keyOf(group)) ?? []), group]);
    return [...map].map(([key, members]) => [key, sum(members)] as const);
  };

  const all = sum(groups);
  const tracked = sum(groups.filter((group) => group.channel === 'email' || group.channel === 'push'));
  const tracksEngagement = (channel: DeliveryChannel) => channel === 'email' || channel === 'push';

  const hours = new Map(by((group) => group.hour));
  let bestHour: number | null = null;
  let bestRate = 0;
  for (let hour = 0; hour < 24; hour += 1) {
    const totals = hours.get(hour);
    if (!totals || totals.opened === 0) continue;
    const rate = totals.opened / totals.sent;
    if (rate > bestRate) [bestHour, bestRate] = [hour, rate];
  }

  return {
    overview: {
      totalSent: all.sent,
      totalDelivered: all.delivered,
      totalOpened: all.opened,
      totalClicked: all.clicked,
      averageEngagement: percent(tracked.engaged, tracked.sent),
      revenueGenerated: null,
    },
    byType: Object.fromEntries(
      by((group) => group.kind).map(([kind, totals]) => [kind, { sent: totals.sent, engagementRate: percent(totals.engaged, totals.sent) }]),
    ),
    byChannel: Object.fromEntries(
      by((group) => group.channel).map(([channel, totals]) => [
        channel,
        { sent: totals.sent, effectiveness: percent(tracksEngagement(channel) ? totals.engaged : totals.delivered, totals.sent) },
      ]),
    ),
    segmentation: {
      byUserType: Object.fromEntries(
        by((group) => group.role).map(([role, totals]) => [
          role,
          { sent: totals.sent, engagement: percent(totals.engaged, totals.sent), conversion: percent(totals.converted, totals.sent) },
        ]),
      ),
    },
    trends: {
      hourly: Array.from({ length: 24 }, (_, hour) => {
        const totals = hours.get(hour);
        return { hour, engagement: totals ? percent(totals.engaged, totals.sent) : null, optimal: hour === bestHour };
      }),
    },
    bestHour,
    timeZone,
  };
}
