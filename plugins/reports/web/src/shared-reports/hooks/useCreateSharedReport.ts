import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createSharedReport, sharedReportQueryKeys } from '../api/sharedReports';

/** Creates a shared report: 'Relatório Criado!' and a fresh list, or 'Erro ao criar relatório' with the reason. */
export function useCreateSharedReport(onCreated: () => void) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSharedReport,
    onSuccess: async () => {
      notification.success({ title: t`Relatório Criado!`, description: t`O link de compartilhamento está pronto.` });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: sharedReportQueryKeys.list });
    },
    onError: (error) =>
      notification.error({ title: t`Erro ao criar relatório`, description: error.message || t`Não foi possível criar o relatório compartilhado` }),
  });
}
