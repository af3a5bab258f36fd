import { useLingui } from '@lingui/react/macro';
import type { CreateAuditReport } from '@otimiza/plugin-audit-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { auditQueryKeys } from '../api/queryKeys';
import { createReport } from '../api/reports';

/** 'Nova Auditoria': queues the audit ('Auditoria criada'); the reports and the figures reload. */
export function useCreateReport() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAuditReport) => createReport(input),
    onSuccess: () => {
      notification.success({ title: t`Auditoria criada`, description: t`A auditoria está na fila; o progresso aparece na aba Relatórios.` });
      return queryClient.invalidateQueries({ queryKey: auditQueryKeys.all });
    },
    onError: (error) => notification.error({ title: t`Não foi possível criar a auditoria`, description: error.message }),
  });
}
