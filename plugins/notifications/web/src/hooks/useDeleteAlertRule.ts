import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { deleteAlertRule } from '../api/alertRules';
import { notificationQueryKeys } from '../api/queryKeys';

/** Deletes a rule; the rules reload. */
export function useDeleteAlertRule() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlertRule,
    onSuccess: () => {
      notification.success({ title: t`Regra de alerta excluída` });
      return queryClient.invalidateQueries({ queryKey: notificationQueryKeys.alertRules });
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir a regra de alerta`, description: error.message }),
  });
}
