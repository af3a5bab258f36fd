import { planIds, type PlanId } from '@otimiza/sdk/shared';

/** The plan in force once `granted` is the grant of a workspace that pays for `paid`: the higher of the two (the server's rule). */
export function planAfterGrant(paid: PlanId, granted: PlanId | null): PlanId {
  if (granted === null) return paid;
  return planIds.indexOf(granted) > planIds.indexOf(paid) ? granted : paid;
}
