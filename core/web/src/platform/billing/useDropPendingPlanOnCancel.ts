import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dropPendingPlan } from '../api/billing';
import { currentUserQueryKey } from '../session/sessionApi';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * Back from a cancelled checkout with a paid plan still waiting from the registration: the buyer
 * gave it up, so the next login does not send them to the checkout again. The plans page and the
 * dashboard still offer every plan.
 */
export function useDropPendingPlanOnCancel(cancelled: boolean): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const sent = useRef(false);
  const pending = Boolean(user?.pendingPlan) && user?.mode === 'user';
  useEffect(() => {
    if (!cancelled || !pending || sent.current) return;
    sent.current = true;
    void dropPendingPlan()
      .then(() => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }))
      .catch(() => undefined);
  }, [cancelled, pending, queryClient]);
}
