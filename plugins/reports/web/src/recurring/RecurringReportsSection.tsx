import { PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, EmptyNote, QueryErrorAlert, UpgradeRequiredCard } from '@otimiza/sdk/web';
import { RECURRING_FEATURE, type RecurringReportView } from '@otimiza/plugin-reports-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Skeleton, Tooltip } from 'antd';
import {
  deleteRecurringReport,
  invalidateRecurringReports,
  recurringQueryKeys,
  recurringReportsQueryOptions,
  runRecurringReportNow,
  setRecurringReportActive,
} from './api';
import { RecurringReportItem } from './RecurringReportItem';

/** Whether an error says the plan does not include the feature (402/403 SUBSCRIPTION_REQUIRED). */
function isSubscriptionError(error: Error | null): boolean {
  return error instanceof ApiRequestError && (error.status === 402 || error.type === 'SUBSCRIPTION_REQUIRED');
}

/**
 * The recurring reports of the workspace (Enterprise): list, configure, pause and resume, delete,
 * run now and run history; for the other plans, the upgrade card titled 'Funcionalidade Premium'.
 */
export function RecurringReportsSection({
  eligible,
  readOnlyReason,
  onCreate,
  onConfigure,
}: {
  eligible: boolean | null;
  /** Set in the read-only investor demo: the write buttons are disabled with this reason. */
  readOnlyReason?: string;
  onCreate: () => void;
  /** Opens the dialog in configure mode for a report. */
  onConfigure: (report: RecurringReportView) => void;
}) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ ...recurringReportsQueryOptions(), enabled: eligible === true });

  const toggle = useMutation({
    mutationFn: setRecurringReportActive,
    onSuccess: (report) => {
      notification.success({ title: report.isActive ? t`Relatório retomado` : t`Relatório pausado` });
      return invalidateRecurringReports(queryClient);
    },
    onError: (error) => notification.error({ title: t`Não foi possível alterar o relatório`, description: error.message }),
  });
  const remove = useMutation({
    mutationFn: deleteRecurringReport,
    onSuccess: () => {
      notification.success({ title: t`Relatório recorrente excluído` });
      return invalidateRecurringReports(queryClient);
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir o relatório`, description: error.message }),
  });
  const runNow = useMutation({
    mutationFn: runRecurringReportNow,
    onSuccess: (_run, id) => {
      notification.success({ title: t`Execução iniciada`, description: t`As páginas estão sendo analisadas; o e-mail sai ao final.` });
      return Promise.all([invalidateRecurringReports(queryClient), queryClient.invalidateQueries({ queryKey: recurringQueryKeys.runs(id) })]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível executar o relatório`, description: error.message }),
  });

  const title = (
    <Flex align="center" gap={8}>
      <ScheduleOutlined aria-hidden="true" />
      <Trans>Relatórios Recorrentes</Trans>
    </Flex>
  );

  if (eligible === false || isSubscriptionError(list.error)) {
    return (
      <Card title={title} data-testid="recurring-section">
        <div data-testid="recurring-premium">
          <UpgradeRequiredCard feature={RECURRING_FEATURE} title={<Trans>Funcionalidade Premium</Trans>}>
            <Trans>Relatórios recorrentes analisam as suas páginas toda semana ou todo mês e enviam o resultado por e-mail, com a sua marca.</Trans>
          </UpgradeRequiredCard>
        </div>
      </Card>
    );
  }

  return (
    <Card title={title} data-testid="recurring-section">
      {eligible === null || list.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" aria-label={t`Carregando relatórios recorrentes`} />
      ) : list.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os relatórios recorrentes</Trans>} query={list} />
      ) : list.data.length === 0 ? (
        <EmptyNote
          testId="recurring-empty"
          title={<Trans>Nenhum relatório recorrente</Trans>}
          description={<Trans>Agende um relatório semanal ou mensal para os seus clientes receberem por e-mail.</Trans>}
        >
          <Tooltip title={readOnlyReason}>
            <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} disabled={readOnlyReason !== undefined}>
              <Trans>Criar Relatório Recorrente</Trans>
            </Button>
          </Tooltip>
        </EmptyNote>
      ) : (
        <Flex vertical gap={12} data-testid="recurring-list">
          {list.data.map((report) => (
            <RecurringReportItem
              key={report.id}
              report={report}
              actions={{
                onConfigure: () => onConfigure(report),
                onToggle: () => toggle.mutate({ id: report.id, isActive: !report.isActive }),
                onDelete: () => remove.mutateAsync(report.id).catch(() => undefined),
                onRunNow: () => runNow.mutate(report.id),
                toggling: toggle.isPending && toggle.variables.id === report.id,
                deleting: remove.isPending && remove.variables === report.id,
                running: runNow.isPending && runNow.variables === report.id,
                readOnlyReason,
              }}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}
