import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { cancelRun, siteAuditQueryKeys } from '../api/runs';

/**
 * Cancels a run: the server answers with the run as it stands, which the page shows at once (once
 * it is over, useRunProgress reads the report, pages and list again).
 */
export function useCancelRun(runId: string) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRun(runId),
    onSuccess: (run) => {
      queryClient.setQueryData(siteAuditQueryKeys.detail(runId), run);
      notification.success({ title: t`Auditoria cancelada`, description: t`As páginas já auditadas ficam no relatório.` });
    },
    onError: (error) => notification.error({ title: t`Não foi possível cancelar a auditoria`, description: error.message }),
  });
}
