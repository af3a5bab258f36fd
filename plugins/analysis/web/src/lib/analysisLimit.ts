import type { EntitlementsResponse } from '@otimiza/sdk/shared';

/** Whether the plan's analyses are used up for its period (counting the ones in flight); an unlimited plan never is. */
export function analysisLimitReached(analyses: EntitlementsResponse['analyses'] | undefined): boolean {
  if (!analyses || analyses.limit === null) return false;
  return (analyses.remaining ?? analyses.limit - analyses.used) <= 0;
}
