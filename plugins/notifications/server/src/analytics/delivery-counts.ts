import type { ExpressionBuilder } from 'kysely';
import type { NotificationsTables } from './notifications-sql.js';

/**
 * How the delivery records are counted, everywhere (analytics, a template's usage, a campaign's
 * performance):
 * - sent: the message left (status `sent` or `delivered`); held, queued, failed and skipped ones were not sent;
 * - delivered: status `delivered`, or opened or clicked (an opened e-mail was delivered);
 * - opened: the tracking pixel (or the member opening it in the app) set `opened_at`;
 * - clicked: the signed tracked link set `clicked_at`;
 * - engaged: opened or clicked (once per delivery, not twice for both);
 * - converted: `converted_at` set.
 * Counts come back from PostgreSQL as text (bigint): read them with Number().
 */
export function deliveryCounts(eb: ExpressionBuilder<NotificationsTables, 'notifications_delivery'>) {
  const count = () => eb.fn.countAll<string>();
  return [
    count().filterWhere('notifications_delivery.status', 'in', ['sent', 'delivered']).as('sent'),
    count()
      .filterWhere((where) =>
        where.or([
          where('notifications_delivery.status', '=', 'delivered'),
          where('notifications_delivery.opened_at', 'is not', null),
          where('notifications_delivery.clicked_at', 'is not', null),
        ]),
      )
      .as('delivered'),
    count().filterWhere('notifications_delivery.opened_at', 'is not', null).as('opened'),
    count().filterWhere('notifications_delivery.clicked_at', 'is not', null).as('clicked'),
    count()
      .filterWhere((where) => where.or([where('notifications_delivery.opened_at', 'is not', null), where('notifications_delivery.clicked_at', 'is not', null)]))
      .as('engaged'),
    count().filterWhere('notifications_delivery.converted_at', 'is not', null).as('converted'),
  ] as const;
}

export interface DeliveryTotals {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  engaged: number;
  converted: number;
}

/** The counters of one aggregate row as numbers (zeros for a row that is absent). */
export function totalsOf(row: { [Key in keyof DeliveryTotals]: string | number } | undefined): DeliveryTotals {
  return {
    sent: Number(row?.sent ?? 0),
    delivered: Number(row?.delivered ?? 0),
    opened: Number(row?.opened ?? 0),
    clicked: Number(row?.clicked ?? 0),
    engaged: Number(row?.engaged ?? 0),
    converted: Number(row?.converted ?? 0),
  };
}
