import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Row, Tooltip } from 'antd';
import { useState } from 'react';
import { sharedReportsQueryOptions } from '../shared-reports/api/sharedReports';
import { CreateSharedReportDialog } from '../shared-reports/components/CreateSharedReportDialog';
import { SharedReportCard } from '../shared-reports/components/SharedReportCard';
import { SharedReportsEmpty } from '../shared-reports/components/SharedReportsEmpty';
import { useCopyLink } from '../shared-reports/hooks/useCopyLink';
import { useRevokeSharedReport } from '../shared-reports/hooks/useRevokeSharedReport';
import { CardsSkeleton, DemoReadOnlyNotice, PageHeader, useDocumentTitle, usePlan } from '@otimiza/sdk/web';

/**
 * /shared-reports: the workspace's share links — title, public or private, views,
 * creation date, the link to copy or open, revoke — and the dialog that creates one.
 */
export default function SharedReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Relatórios Compartilhados`);
  const [creating, setCreating] = useState(false);
  const list = useQuery(sharedReportsQueryOptions());
  const copyLink = useCopyLink();
  const revoke = useRevokeSharedReport();
  const reports = list.data?.reports;
  const { mode } = usePlan();
  const demo = mode === 'demo';

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={<Trans>Relatórios Compartilhados</Trans>}
        lead={
          <Trans>
            Links para clientes verem os resultados das suas análises, com a sua marca. Relatórios privados abrem só para membros do seu espaço de trabalho.
          </Trans>
        }
        extra={
          <Tooltip title={demo ? t`Modo demonstração: somente leitura` : undefined}>
            <Button
              type="primary"
              size="large"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              disabled={mode === null || demo}
              data-testid="new-shared-report"
            >
              <Trans>Novo relatório</Trans>
            </Button>
          </Tooltip>
        }
      />

      {demo && (
        <DemoReadOnlyNotice>
          <Trans>
            Os relatórios compartilhados do espaço de trabalho de demonstração podem ser abertos e copiados; criar ou revogar um link não é possível na
            demonstração.
          </Trans>
        </DemoReadOnlyNotice>
      )}

      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={t`Não foi possível carregar os relatórios compartilhados`}
          description={list.error.message}
          action={
            <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
              <Trans>Tentar novamente</Trans>
            </Button>
          }
        />
      )}

      {list.isPending && <CardsSkeleton label={t`Carregando relatórios compartilhados`} />}

      {reports?.length === 0 && <SharedReportsEmpty onCreate={() => setCreating(true)} />}

      {reports && reports.length > 0 && (
        <Row gutter={[16, 16]} data-testid="shared-reports-list">
          {reports.map((report) => (
            <Col key={report.id} xs={24} md={12} xl={8}>
              <SharedReportCard
                report={report}
                onCopy={() => void copyLink(report.shareUrl)}
                onRevoke={() => revoke.mutateAsync(report.id).catch(() => undefined)}
                revoking={revoke.isPending && revoke.variables === report.id}
              />
            </Col>
          ))}
        </Row>
      )}

      <CreateSharedReportDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
