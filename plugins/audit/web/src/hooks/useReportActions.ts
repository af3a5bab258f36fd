import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { auditQueryKeys } from '../api/queryKeys';
import { deleteReport, publishReport } from '../api/reports';

/** Publishes a report (a public link to its PDF) or deletes it; what shows reports reloads. */
export function useReportActions() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: publishReport,
    onSuccess: () => {
      notification.success({ title: t`Auditoria publicada`, description: t`Qualquer pessoa com o link pode baixar o PDF do relatório.` });
      return queryClient.invalidateQueries({ queryKey: auditQueryKeys.reports });
    },
    onError: (error) => notification.error({ title: t`Não foi possível publicar a auditoria`, description: error.message }),
  });
  const remove = useMutation({
    mutationFn: deleteReport,
    onSuccess: () => {
      notification.success({ title: t`Auditoria excluída` });
      return queryClient.invalidateQueries({ queryKey: auditQueryKeys.all });
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir a auditoria`, description: error.message }),
  });
  return { publish, remove };
}
