import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { revokeSharedReport, sharedReportQueryKeys } from '../api/sharedReports';

/** Revokes a link; the list refreshes without it. */
export function useRevokeSharedReport() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSharedReport,
    onSuccess: () => {
      notification.success({ title: t`Link revogado`, description: t`Quem tiver o link não consegue mais abrir o relatório.` });
      return queryClient.invalidateQueries({ queryKey: sharedReportQueryKeys.list });
    },
    onError: (error) => notification.error({ title: t`Não foi possível revogar o link`, description: error.message }),
  });
}
