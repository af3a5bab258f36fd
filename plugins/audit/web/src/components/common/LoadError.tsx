import { Trans } from '@lingui/react/macro';
import { QueryErrorAlert, UpgradeRequiredCard } from '@otimiza/sdk/web';
import type { ReactNode } from 'react';
import { isUpgradeRequired } from '../../lib/upgradeRequired';

interface FailedQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read that failed: the upgrade card when the plan no longer includes the audit (402), else the error with a retry. */
export function LoadError({ title, query }: { title: ReactNode; query: FailedQuery }) {
  if (isUpgradeRequired(query.error))
    return (
      <UpgradeRequiredCard feature="complianceAudit" title={<Trans>A auditoria de conformidade não está incluída no seu plano</Trans>}>
        <Trans>Auditorias WCAG, LGPD, de segurança e de desempenho com evidências fazem parte do plano Enterprise.</Trans>
      </UpgradeRequiredCard>
    );
  return <QueryErrorAlert title={title} query={query} />;
}
