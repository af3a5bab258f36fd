import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { RECURRING_FEATURE, type RecurringReportView } from '@otimiza/plugin-reports-shared';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { PageHeader, QueryErrorAlert, useDocumentTitle, usePlan } from '@otimiza/sdk/web';
import { RecentPdfsCard } from '../pdfs/RecentPdfsCard';
import { CreateRecurringReportDialog } from '../recurring/CreateRecurringReportDialog';
import { RecurringReportsSection } from '../recurring/RecurringReportsSection';

/**
 * /reports: the recurring reports (Enterprise) with the create and configure
 * dialog, and the PDFs generated recently.
 */
export default function ReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Relatórios`);
  const plan = usePlan();
  // One dialog, to create (report null) or configure a report; each opening mounts it afresh, so the
  // form starts empty or from the report, while closing keeps it mounted for the fade-out.
  const [dialog, setDialog] = useState<{ open: boolean; report: RecurringReportView | null; opening: number }>({ open: false, report: null, opening: 0 });
  const openDialog = (report: RecurringReportView | null) => setDialog((current) => ({ open: true, report, opening: current.opening + 1 }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  // The server decides (402 'Funcionalidade Premium'); the page mirrors the plan's features to show the right card.
  const eligible = plan.isPending ? null : plan.has(RECURRING_FEATURE) === true;
  // The investor demo is read-only: the server refuses its writes, so the buttons say so first.
  const readOnly = plan.mode === 'demo';
  const readOnlyReason = readOnly ? t`Modo demonstração: somente leitura` : undefined;

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={<Trans>Relatórios</Trans>}
        lead={<Trans>Relatórios enviados automaticamente por e-mail e os PDFs gerados a partir das suas análises.</Trans>}
        extra={
          eligible ? (
            <Tooltip title={readOnlyReason}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)} disabled={readOnly} data-testid="recurring-create">
                <Trans>Criar Relatório Recorrente</Trans>
              </Button>
            </Tooltip>
          ) : undefined
        }
      />
      {plan.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar o seu plano</Trans>} query={plan} />
      ) : (
        <RecurringReportsSection
          eligible={eligible}
          readOnlyReason={readOnlyReason}
          onCreate={() => openDialog(null)}
          onConfigure={(report) => openDialog(report)}
        />
      )}
      <RecentPdfsCard />
      {eligible && <CreateRecurringReportDialog key={dialog.opening} open={dialog.open} report={dialog.report} onClose={closeDialog} />}
    </Flex>
  );
}
