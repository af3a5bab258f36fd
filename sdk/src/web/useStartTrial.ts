import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { temporaryEnterpriseDays, type EntitlementsResponse } from '../shared/index.js';
import { apiFetch } from './api-fetch.js';
import { helpfulServerMessage } from './checkoutErrors.js';
import { entitlementsQueryOptions } from './entitlements.js';
import { formatDate } from './format.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
export const trialMessages = {
  action: /*i18n*/ { id: 'sdk.trial.action', message: 'Experimentar Enterprise por 7 dias' },
  confirmTitle: /*i18n*/ { id: 'sdk.trial.confirm.title', message: 'Experimentar o Enterprise por {days} dias?' },
  confirmContent: /*i18n*/ {
    id: 'sdk.trial.confirm.content',
    message:
      'Todos os recursos do plano Enterprise ficam liberados por {days} dias, sem pagamento e sem cartão. O teste pode ser usado uma vez por conta e termina sozinho: depois, a conta volta ao seu plano.',
  },
  confirmOk: /*i18n*/ { id: 'sdk.trial.confirm.ok', message: 'Começar o teste' },
  confirmCancel: /*i18n*/ { id: 'sdk.trial.confirm.cancel', message: 'Agora não' },
  startedTitle: /*i18n*/ { id: 'sdk.trial.started.title', message: 'Enterprise liberado até {date}' },
  startedDescription: /*i18n*/ {
    id: 'sdk.trial.started.description',
    message: 'Todos os recursos Enterprise estão liberados até {date}. Depois, sua conta volta ao seu plano.',
  },
  failedTitle: /*i18n*/ { id: 'sdk.trial.failed.title', message: 'Não foi possível iniciar o teste' },
  failedDescription: /*i18n*/ { id: 'sdk.trial.failed.description', message: 'Tente novamente em alguns minutos' },
};

export interface StartTrial {
  /** Whether this account may still start the 7-day Enterprise trial; null while the entitlements load. */
  available: boolean | null;
  /** Asks for confirmation, then `POST /api/me/trial`, and confirms with the end date. */
  start: () => void;
  busy: boolean;
}

/**
 * The 7-day Enterprise trial (once per account): the server starts it and refuses a
 * second one (its message is shown); afterwards every answer is read again, so the app unlocks.
 */
export function useStartTrial(): StartTrial {
  const { i18n } = useLingui();
  const { modal, notification } = App.useApp();
  const queryClient = useQueryClient();
  const entitlements = useQuery(entitlementsQueryOptions());
  const mutation = useMutation({
    mutationFn: async (): Promise<EntitlementsResponse> => {
      await apiFetch<{ success: true }>('/api/me/trial', { method: 'POST' });
      return queryClient.fetchQuery({ ...entitlementsQueryOptions(), staleTime: 0 });
    },
    onSuccess: (fresh) => {
      const date = formatDate(fresh.temporaryEnterprise?.expiresAt, i18n.locale);
      notification.success({
        title: i18n._({ ...trialMessages.startedTitle, values: { date } }),
        description: i18n._({ ...trialMessages.startedDescription, values: { date } }),
      });
      // The plan changed: menus, plugins, dashboards and limits all answer differently now.
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      notification.error({ title: i18n._(trialMessages.failedTitle), description: helpfulServerMessage(error) ?? i18n._(trialMessages.failedDescription) });
      void queryClient.invalidateQueries({ queryKey: entitlementsQueryOptions().queryKey });
    },
  });
  const days = temporaryEnterpriseDays;
  return {
    available: entitlements.data ? entitlements.data.trialAvailable : null,
    busy: mutation.isPending,
    start: () => {
      if (mutation.isPending) return;
      modal.confirm({
        title: i18n._({ ...trialMessages.confirmTitle, values: { days } }),
        content: i18n._({ ...trialMessages.confirmContent, values: { days } }),
        okText: i18n._(trialMessages.confirmOk),
        cancelText: i18n._(trialMessages.confirmCancel),
        onOk: () => mutation.mutateAsync().catch(() => undefined),
      });
    },
  };
}
