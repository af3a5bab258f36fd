import { useLingui } from '@lingui/react/macro';
import type { CreateMonitor, MonitorView } from '@otimiza/plugin-audit-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { changeMonitorStatus, createMonitor, deleteMonitor, runMonitor } from '../api/monitoring';
import { auditQueryKeys } from '../api/queryKeys';

/** Creates, pauses or resumes, runs now and deletes monitors; the monitors (and, for a run, the reports) reload. */
export function useMonitorActions() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: auditQueryKeys.monitors });
  const create = useMutation({
    mutationFn: (input: CreateMonitor) => createMonitor(input),
    onSuccess: () => {
      notification.success({ title: t`Monitoramento criado` });
      return Promise.all([reload(), queryClient.invalidateQueries({ queryKey: auditQueryKeys.compliance })]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível criar o monitoramento`, description: error.message }),
  });
  const changeStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'paused' }) => changeMonitorStatus(id, status),
    onSuccess: (_monitor, { status }) => {
      notification.success({ title: status === 'active' ? t`Monitoramento retomado` : t`Monitoramento pausado` });
      return Promise.all([reload(), queryClient.invalidateQueries({ queryKey: auditQueryKeys.compliance })]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível mudar o monitoramento`, description: error.message }),
  });
  const run = useMutation({
    mutationFn: (monitor: Pick<MonitorView, 'id' | 'kind'>) => runMonitor(monitor.id),
    onSuccess: (_answer, monitor) => {
      notification.success({
        title: t`Execução iniciada`,
        description:
          monitor.kind === 'site'
            ? t`A auditoria do site começou; as medianas aparecem no monitoramento quando ela terminar.`
            : t`O relatório aparece na aba Relatórios.`,
      });
      return Promise.all([reload(), queryClient.invalidateQueries({ queryKey: auditQueryKeys.reports })]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível executar o monitoramento`, description: error.message }),
  });
  const remove = useMutation({
    mutationFn: deleteMonitor,
    onSuccess: () => {
      notification.success({ title: t`Monitoramento excluído` });
      return Promise.all([reload(), queryClient.invalidateQueries({ queryKey: auditQueryKeys.compliance })]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir o monitoramento`, description: error.message }),
  });
  return { create, changeStatus, run, remove };
}
