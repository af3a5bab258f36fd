import { useLingui } from '@lingui/react/macro';
import type { AlertRuleInput } from '@otimiza/plugin-notifications-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createAlertRule, updateAlertRule } from '../api/alertRules';
import { notificationQueryKeys } from '../api/queryKeys';

/** Creates a rule, or replaces one (`id`); the rules reload. `quiet` skips the toast (the active switch). */
export function useSaveAlertRule() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AlertRuleInput; quiet?: boolean }) => (id ? updateAlertRule(id, input) : createAlertRule(input)),
    onSuccess: (_rule, { id, quiet }) => {
      if (!quiet) notification.success({ title: id ? t`Regra de alerta atualizada` : t`Regra de alerta criada` });
      return queryClient.invalidateQueries({ queryKey: notificationQueryKeys.alertRules });
    },
    onError: (error) => notification.error({ title: t`Não foi possível salvar a regra de alerta`, description: error.message }),
  });
}
