import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { deliveryCounts } from './delivery-counts.js';
import { notificationsSql } from './notifications-sql.js';

/**
 * The workspace's delivery records counted per kind, channel, member role and hour of sending in
 * `timeZone` (0–23): one aggregate, at most kinds × channels × roles × 24 rows, whatever the
 * number of deliveries. The hour is grouped by position (4): the same expression written twice
 * would carry the time zone as two parameters, which PostgreSQL does not see as one expression.
 */
export function deliveryGroups(em: EntityManager, workspaceId: string, timeZone: string) {
  return notificationsSql(em)
    .selectFrom('notifications_delivery')
    .select((eb) => [
      'notifications_delivery.kind',
      'notifications_delivery.channel',
      'notifications_delivery.user_role',
      sql<number>`extract(hour from coalesce(notifications_delivery.sent_at, notifications_delivery.created_at) at time zone ${timeZone})::int`.as('hour'),
      ...deliveryCounts(eb),
    ])
    .where('notifications_delivery.workspace_id', '=', workspaceId)
    .groupBy(['notifications_delivery.kind', 'notifications_delivery.channel', 'notifications_delivery.user_role', sql`4`])
    .execute();
}

export type DeliveryGroupRow = Awaited<ReturnType<typeof deliveryGroups>>[number];
