import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../lib/PageHeader';
import { QueryErrorAlert } from '../lib/QueryErrorAlert';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { usePlan } from '../lib/usePlan';
import { RecentPdfsCard } from '../pdfs/RecentPdfsCard';
import { CreateRecurringReportDialog } from '../recurring/CreateRecurringReportDialog';
import { plansWithRecurringReports } from '../recurring/recurringForm';
import { RecurringReportsSection } from '../recurring/RecurringReportsSection';

/**
 * /reports (spec 000 §2): the recurring reports (pro and enterprise) with the create dialog, and
 * the PDFs generated recently.
 */
export default function ReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Relatórios`);
  const plan = usePlan();
  const [creating, setCreating] = useState(false);
  const eligible = plan.isPending ? null : plansWithRecurringReports(plan.plan);
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
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={readOnly} data-testid="recurring-create">
                <Trans>Criar Relatório Recorrente</Trans>
              </Button>
            </Tooltip>
          ) : undefined
        }
      />
      {plan.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar o seu plano</Trans>} query={plan} />
      ) : (
        <RecurringReportsSection eligible={eligible} readOnlyReason={readOnlyReason} onCreate={() => setCreating(true)} />
      )}
      <RecentPdfsCard />
      {eligible && <CreateRecurringReportDialog open={creating} onClose={() => setCreating(false)} />}
    </Flex>
  );
}
