import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { openBillingPortal } from '../api/billing';
import { useToast } from '../../kernel/app/toast';
import { serverMessage } from '../auth/apiErrors';

/**
 * 'Gerenciar assinatura': `POST /api/billing/portal`, then the browser goes to the management
 * page (Stripe's customer portal, or the sandbox's). Busy until the browser has left.
 */
export function useBillingPortal() {
  const { t } = useLingui();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => {
      setLeaving(true);
      window.location.assign(url);
    },
    onError: (error) => {
      toast.error({
        title: t`Não foi possível abrir a gestão da assinatura`,
        description: serverMessage(error, t`Tente novamente em alguns minutos`),
      });
    },
  });
  return { open: () => mutation.mutate(), busy: mutation.isPending || leaving };
}
