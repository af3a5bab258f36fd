import { Trans, useLingui } from '@lingui/react/macro';
import { analyticsManifest } from '@otimiza/plugin-analytics-shared/manifest';
import { ApiRequestError, PageHeader, QueryErrorAlert, UpgradeRequiredCard, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { analyticsItemsQueryOptions } from '../api/items';
import { AnalyticsItemForm } from '../components/AnalyticsItemForm';
import { AnalyticsItemList } from '../components/AnalyticsItemList';

/** /analytics: the workspace's items and the form that adds one. */
export default function AnalyticsPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(analyticsManifest.displayName);
  useDocumentTitle(title);
  const list = useQuery(analyticsItemsQueryOptions());
  // The host shows its upgrade card when the plan lacks the feature; this covers a plan that changed while the page was open.
  if (list.error instanceof ApiRequestError && list.error.type === 'SUBSCRIPTION_REQUIRED') {
    return <UpgradeRequiredCard feature={analyticsManifest.requiredFeature} title={title} />;
  }
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} lead={<Trans>Os itens do seu espaço de trabalho. Só os membros dele os veem.</Trans>} />
      <AnalyticsItemForm />
      {list.isError && <QueryErrorAlert title={t`Não foi possível carregar os itens`} query={list} />}
      {list.isPending && (
        <Card aria-busy="true" aria-label={t`Carregando itens`}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      )}
      {list.data && <AnalyticsItemList items={list.data.items} />}
    </Flex>
  );
}
