import { billingSubscriptionQueryOptions } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { planGrantInForce, type PlanGrantInForce } from './planGrant';
import { useEntitlements } from './useEntitlements';

/** The administrator's grant that gives the signed-in user's plan in force, once both reads answered; else null. */
export function usePlanGrant(): PlanGrantInForce | null {
  const entitlements = useEntitlements().data;
  const billing = useQuery({ ...billingSubscriptionQueryOptions(), enabled: entitlements?.mode === 'user' }).data;
  return entitlements && billing ? planGrantInForce(entitlements, billing) : null;
}
