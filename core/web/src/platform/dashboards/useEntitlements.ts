import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryKey, entitlementsQueryOptions } from '../session/sessionApi';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * `GET /api/me/entitlements` for the signed-in user, rechecked every 30 s. When the
 * plan in force changed meanwhile (an upgrade, an administrator's change, a temporary access that
 * ended), the user is read again, so the home switches to the right dashboard.
 */
export function useEntitlements() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const entitlements = useQuery({ ...entitlementsQueryOptions(user?.id ?? 'none'), enabled: Boolean(user) });
  const plan = entitlements.data?.plan;
  useEffect(() => {
    if (plan && user && plan !== user.plan.name) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [plan, user, queryClient]);
  return entitlements;
}
