import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { ReactNode } from 'react';
import { PlanDashboard } from './PlanDashboard';

/** Home of the pro plan, and the investor demo's dashboard. */
export function ProDashboard({ user, title }: { user: ApiUser; title?: string }) {
  const { t } = useLingui();
  const name = user.firstName;
  const subtitle: ReactNode =
    user.mode === 'demo' ? (
      <Trans>Demonstração somente leitura do plano Pro.</Trans>
    ) : (
      <Trans>Olá, {name}! Acompanhe aqui o uso do seu plano Pro e as suas análises.</Trans>
    );
  return <PlanDashboard user={user} title={title ?? t`Painel Pro`} subtitle={subtitle} />;
}
