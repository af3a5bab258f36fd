import type { PlanId } from '@otimiza/sdk/shared';
import { storeSelectedPlan } from '../session/authStorage';

/**
 * The link props of a plan choice: /register?plan=<id>, and the choice is stored
 * as `selectedPlan` too, so /register finds it without the query.
 */
export function choosePlanLink(plan: PlanId) {
  return { to: '/register', search: { plan }, onClick: () => storeSelectedPlan(plan) } as const;
}
