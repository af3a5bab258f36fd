import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** A tab's loading skeleton, its error with a retry, or its content once the data is there. */
export function QueryState<T>({ query, title, children }: { query: UseQueryResult<T>; title: string; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.isError) return <QueryErrorAlert title={title} query={query} />;
  if (query.isPending)
    return (
      <Card aria-busy="true" aria-label={t`Carregando`}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  return <>{children(query.data as T)}</>;
}
