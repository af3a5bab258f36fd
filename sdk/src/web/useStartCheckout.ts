import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import type { PaidPlanId } from '../shared/index.js';
import { createUpgradeCheckout, type CheckoutReturnUrls } from './billing.js';
import { checkoutDestination, checkoutErrorText } from './checkoutErrors.js';

export interface StartCheckout {
  /** Asks for a checkout of `plan` and, on success, leaves for the payment page (or /payment-success). */
  start: (plan: PaidPlanId, urls?: CheckoutReturnUrls) => void;
  /** The plan being bought while the request runs and until the browser has left; null otherwise. */
  busyPlan: PaidPlanId | null;
  busy: boolean;
}

/**
 * One upgrade button's behaviour, for the host and the plugins alike: `POST
 * /api/upgrade/create-checkout`, then `window.location.assign(url)` — Stripe's page, the local
 * sandbox's page, or /payment-success when an existing subscription was moved to the plan. A
 * failure shows the toast.
 */
export function useStartCheckout(): StartCheckout {
  const { i18n } = useLingui();
  const { notification } = App.useApp();
  const [leavingFor, setLeavingFor] = useState<PaidPlanId | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ plan, urls }: { plan: PaidPlanId; urls?: CheckoutReturnUrls }) => checkoutDestination(await createUpgradeCheckout(plan, urls)),
    onSuccess: (url, { plan }) => {
      setLeavingFor(plan);
      window.location.assign(url);
    },
    onError: (error) => {
      const text = checkoutErrorText(error);
      notification.error({
        title: i18n._(text.title),
        description: typeof text.description === 'string' ? text.description : i18n._(text.description),
      });
    },
  });
  const busyPlan = mutation.isPending ? (mutation.variables?.plan ?? null) : leavingFor;
  return {
    start: (plan, urls) => {
      if (busyPlan) return;
      mutation.mutate({ plan, ...(urls ? { urls } : {}) });
    },
    busyPlan,
    busy: busyPlan !== null,
  };
}
