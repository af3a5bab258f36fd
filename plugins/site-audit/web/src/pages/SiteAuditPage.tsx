import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared/manifest';
import { ApiRequestError, PageHeader, QueryErrorAlert, UpgradeRequiredCard, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Card, Flex, Skeleton } from 'antd';
import { runsQueryOptions } from '../api/runs';
import { RunsTable } from '../components/RunsTable';
import { StartRunForm } from '../components/StartRunForm';
import { siteAuditRunPath } from '../routePaths';

/** /site-audit: the start form with the month's allowance, and the workspace's runs. */
export default function SiteAuditPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(siteAuditManifest.displayName);
  useDocumentTitle(title);
  const navigate = useNavigate();
  const list = useQuery(runsQueryOptions());
  // The host shows its upgrade card when the plan lacks the feature; this covers a plan that changed while the page was open.
  if (list.error instanceof ApiRequestError && list.error.type === 'SUBSCRIPTION_REQUIRED') {
    return <UpgradeRequiredCard feature={siteAuditManifest.requiredFeature} title={title} />;
  }
  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={title}
        lead={<Trans>Audite o site inteiro: as páginas são descobertas, agrupadas por modelo e auditadas, com um relatório do site.</Trans>}
      />
      <StartRunForm allowance={list.data?.allowance} onStarted={(run) => void navigate({ to: siteAuditRunPath(run.id) })} />
      {list.isError && <QueryErrorAlert title={t`Não foi possível carregar as auditorias de site`} query={list} />}
      {list.isPending && (
        <Card aria-busy="true" aria-label={t`Carregando auditorias de site`}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
      {list.data && <RunsTable list={list.data} />}
    </Flex>
  );
}
