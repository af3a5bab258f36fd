import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { ReactNode } from 'react';
import { DashboardFrame, type FrameProps } from './DashboardFrame';
import { PlanDashboard } from './PlanDashboard';

/** Home of the pro plan, and the investor demo's dashboard (the demo workspace's stored data, read-only). */
export function ProDashboard({ user, ...frame }: FrameProps & { user: ApiUser }) {
  const { t } = useLingui();
  const name = user.firstName;
  const investorName = user.demo?.investorName;
  const subtitle: ReactNode =
    user.mode === 'demo' ? (
      investorName ? (
        <Trans>Olá, {investorName}! Demonstração somente leitura do plano Pro, com as análises guardadas do espaço de trabalho de demonstração.</Trans>
      ) : (
        <Trans>Demonstração somente leitura do plano Pro, com as análises guardadas do espaço de trabalho de demonstração.</Trans>
      )
    ) : (
      <Trans>Olá, {name}! Acompanhe aqui o uso do seu plano Pro e as suas análises.</Trans>
    );
  return (
    <DashboardFrame {...frame} user={user} title={t`Painel Pro`} subtitle={subtitle}>
      <PlanDashboard user={user} />
    </DashboardFrame>
  );
}
