import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared/manifest';
import { ApiRequestError, CardsSkeleton, QueryErrorAlert, RouterButton, UpgradeRequiredCard, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Alert, Card, Col, Empty, Flex, Skeleton } from 'antd';
import { isFinished, reportQueryOptions, runQueryOptions } from '../api/runs';
import { RunHeader } from '../components/run/RunHeader';
import { RunProgressCard } from '../components/run/RunProgressCard';
import { SiteReport } from '../components/run/SiteReport';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useRefreshAsProgressMoves } from '../hooks/useRefreshAsProgressMoves';
import { useRunProgress } from '../hooks/useRunProgress';
import { siteLabel } from '../lib/siteLabel';
import { siteAuditPath } from '../routePaths';

/**
 * /site-audit/$runId: the run's header (Cancel while it goes, the exports), its live progress
 * (Server-Sent Events, polling while the stream is down), then the site report, read again as
 * pages finish (at most every few seconds).
 */
export default function SiteAuditRunPage() {
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const { runId = '' } = useParams({ strict: false }) as { runId?: string };
  const run = useQuery(runQueryOptions(runId));
  const { polling } = useRunProgress(runId, run.data ? !isFinished(run.data.status) : undefined);
  const report = useQuery(reportQueryOptions(runId));
  useRefreshAsProgressMoves(runId, run.data?.progress);
  useDocumentTitle(run.data ? `${siteLabel(run.data.url)} · ${i18n._(siteAuditManifest.displayName)}` : i18n._(siteAuditManifest.displayName));

  if (run.error instanceof ApiRequestError && run.error.type === 'SUBSCRIPTION_REQUIRED') {
    return <UpgradeRequiredCard feature={siteAuditManifest.requiredFeature} title={i18n._(siteAuditManifest.displayName)} />;
  }
  if (run.error instanceof ApiRequestError && (run.error.status === 404 || run.error.status === 400)) {
    return (
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Trans>Auditoria de site não encontrada. Ela pode ser de outro espaço de trabalho.</Trans>}
          data-testid="site-audit-run-not-found"
        >
          <RouterButton to={siteAuditPath} icon={<ArrowLeftOutlined />}>
            <Trans>Auditorias de site</Trans>
          </RouterButton>
        </Empty>
      </Card>
    );
  }
  if (run.isError) return <QueryErrorAlert title={<Trans>Não foi possível carregar a auditoria de site</Trans>} query={run} />;
  if (!run.data) {
    return (
      <Flex vertical gap={24} aria-busy="true" aria-label={t`Carregando a auditoria de site`}>
        <Skeleton active title paragraph={{ rows: 1 }} />
        <Card>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      </Flex>
    );
  }

  const current = run.data;
  // Keyed by the run: following a link to another run (the previous one) starts its filters and table afresh.
  return (
    <Flex vertical gap={24} key={current.id}>
      <RunHeader run={current} />
      {current.error && <Alert type="error" showIcon title={<Trans>A auditoria falhou</Trans>} description={pick(current.error)} />}
      <RunProgressCard progress={current.progress} polling={polling} />
      {report.isError ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar o relatório do site</Trans>} query={report} />
      ) : report.data ? (
        <SiteReport report={report.data} />
      ) : (
        <CardsSkeleton label={t`Carregando o relatório do site`} count={4} rows={2} column={{ xs: 24, sm: 12, xl: 6 }}>
          <Col span={24}>
            <Card>
              <Skeleton active paragraph={{ rows: 5 }} />
            </Card>
          </Col>
        </CardsSkeleton>
      )}
    </Flex>
  );
}
