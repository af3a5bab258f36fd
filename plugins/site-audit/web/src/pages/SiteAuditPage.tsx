import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared/manifest';
import { ApiRequestError, PageHeader, QueryErrorAlert, UpgradeRequiredCard, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { siteAuditItemsQueryOptions } from '../api/items';
import { SiteAuditItemForm } from '../components/SiteAuditItemForm';
import { SiteAuditItemList } from '../components/SiteAuditItemList';

/** /site-audit: the workspace's items and the form that adds one. */
export default function SiteAuditPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(siteAuditManifest.displayName);
  useDocumentTitle(title);
  const list = useQuery(siteAuditItemsQueryOptions());
  // The host shows its upgrade card when the plan lacks the feature; this covers a plan that changed while the page was open.
  if (list.error instanceof ApiRequestError && list.error.type === 'SUBSCRIPTION_REQUIRED') {
    return <UpgradeRequiredCard feature={siteAuditManifest.requiredFeature} title={title} />;
  }
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} lead={<Trans>Os itens do seu espaço de trabalho. Só os membros dele os veem.</Trans>} />
      <SiteAuditItemForm />
      {list.isError && <QueryErrorAlert title={t`Não foi possível carregar os itens`} query={list} />}
      {list.isPending && (
        <Card aria-busy="true" aria-label={t`Carregando itens`}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      )}
      {list.data && <SiteAuditItemList items={list.data.items} />}
    </Flex>
  );
}
