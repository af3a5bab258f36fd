import { Trans, useLingui } from '@lingui/react/macro';
import { __CAMEL__Manifest } from '@otimiza/plugin-__ID__-shared/manifest';
import { ApiRequestError, PageHeader, QueryErrorAlert, UpgradeRequiredCard, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { __CAMEL__ItemsQueryOptions } from '../api/items';
import { __PASCAL__ItemForm } from '../components/__PASCAL__ItemForm';
import { __PASCAL__ItemList } from '../components/__PASCAL__ItemList';

/** /__ID__: the workspace's items and the form that adds one. */
export default function __PASCAL__Page() {
  const { t, i18n } = useLingui();
  const title = i18n._(__CAMEL__Manifest.displayName);
  useDocumentTitle(title);
  const list = useQuery(__CAMEL__ItemsQueryOptions());
  // The host shows its upgrade card when the plan lacks the feature; this covers a plan that changed while the page was open.
  if (list.error instanceof ApiRequestError && list.error.type === 'SUBSCRIPTION_REQUIRED') {
    return <UpgradeRequiredCard feature={__CAMEL__Manifest.requiredFeature} title={title} />;
  }
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} lead={<Trans>Cada item acompanha a última análise do endereço de uma página, verificada uma vez por dia. Só os membros do seu espaço de trabalho os veem.</Trans>} />
      <__PASCAL__ItemForm />
      {list.isError && <QueryErrorAlert title={t`Não foi possível carregar os itens`} query={list} />}
      {list.isPending && (
        <Card aria-busy="true" aria-label={t`Carregando itens`}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      )}
      {list.data && <__PASCAL__ItemList items={list.data.items} />}
    </Flex>
  );
}
