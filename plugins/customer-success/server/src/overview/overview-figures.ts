import { DAY_MS, percent, utcDay } from '../common/cs-sql.js';
import type { Customer } from '../data/customer.entity.js';

/** NPS of answers (promoters 9–10 minus detractors 0–6, percent of all), or null without answers. */
export function npsOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const promoters = scores.filter((score) => score >= 9).length;
  const detractors = scores.filter((score) => score <= 6).length;
  return Math.round(((promoters - detractors) / scores.length) * 100);
}

/** Share of CSAT answers of 4 or 5, percent, or null without answers. */
export function csatOf(scores: readonly number[]): number | null {
  return percent(scores.filter((score) => score >= 4).length, scores.length);
}

/** Of the clients who were clients at `since`, the share still clients now (percent); null when there were none. */
export function retentionSince(customers: readonly Customer[], since: Date): number | null {
  const then = customers.filter(
    (customer) =>
      customer.startDate.getTime() <= since.getTime() &&
      (customer.status === 'active' || (customer.churnedAt && customer.churnedAt.getTime() > since.getTime())),
  );
  return percent(then.filter((customer) => customer.status === 'active').length, then.length);
}

/** Of the clients who were clients at `since`, the share who left since (percent); null when there were none. */
export function churnSince(customers: readonly Customer[], since: Date): number | null {
  const retained = retentionSince(customers, since);
  return retained === null ? null : Math.round((100 - retained) * 10) / 10;
}

/**
 * MRR change of the clients still active, from their snapshot on or before `since` (within a
 * week) to their MRR now, percent of the MRR then; null without such snapshots or MRR then.
 */
export function expansionSince(
  customers: readonly Customer[],
  snapshots: readonly { customerId: string; day: string; mrrCents: number }[],
  since: Date,
): number | null {
  const day = utcDay(since);
  const earliest = utcDay(new Date(since.getTime() - 7 * DAY_MS));
  let then = 0;
  let now = 0;
  for (const customer of customers) {
    if (customer.status !== 'active') continue;
    const base = snapshots
      .filter((snapshot) => snapshot.customerId === customer.id && snapshot.day <= day && snapshot.day >= earliest)
      .sort((a, b) => (a.day < b.day ? 1 : -1))[0];
    if (!base) continue;
    then += base.mrrCents;
    now += customer.mrrCents;
  }
  return then > 0 ? Math.round(((now - then) / then) * 1000) / 10 : null;
}
