import { plans, type EntitlementsResponse } from '@otimiza/sdk/shared';

export interface FreeCounter {
  /** Analyses counted: min(total analyses, limit). */
  count: number;
  limit: number;
  /** limit − count. */
  remaining: number;
  /** The limit is reached: the next analysis opens the FREE upgrade dialog. */
  full: boolean;
}

/**
 * The free dashboard's counter n/3: count = min(total analyses, 3), remaining =
 * 3 − count. The total is what the server counts for the free plan (`GET /api/me/entitlements`,
 * period 'total'); its limit is the plan's, 3 when the answer has none.
 */
export function freeCounter(analyses: Pick<EntitlementsResponse['analyses'], 'used' | 'limit'>): FreeCounter {
  const limit = analyses.limit ?? plans.free.analyses.limit ?? 3;
  const count = Math.min(Math.max(0, analyses.used), limit);
  return { count, limit, remaining: limit - count, full: count >= limit };
}
