import { Trans } from '@lingui/react/macro';
import { ApiRequestError, QueryErrorAlert, UpgradeRequiredCard } from '@otimiza/sdk/web';
import type { ReactNode } from 'react';

interface FailedQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export const isUpgradeRequired = (error: unknown) => error instanceof ApiRequestError && error.type === 'SUBSCRIPTION_REQUIRED';

/** A read that failed: the upgrade card when the plan no longer includes customer success (402), else the error with a retry. */
export function LoadError({ title, query }: { title: ReactNode; query: FailedQuery }) {
  if (isUpgradeRequired(query.error))
    return (
      <UpgradeRequiredCard feature="customerSuccess" title={<Trans>Customer Success não está incluído no seu plano</Trans>}>
        <Trans>Saúde dos clientes, playbooks e o modelo de churn fazem parte do plano Enterprise.</Trans>
      </UpgradeRequiredCard>
    );
  return <QueryErrorAlert title={title} query={query} />;
}
