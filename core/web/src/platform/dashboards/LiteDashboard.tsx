import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { DashboardFrame, type FrameProps } from './DashboardFrame';
import { PlanDashboard } from './PlanDashboard';
import { ProUpgradeCard } from './ProUpgradeCard';

/** Home of the lite plan (and of an unknown plan): what lite has, and what Pro would add. */
export function LiteDashboard({ user, ...frame }: FrameProps & { user: ApiUser }) {
  const { t } = useLingui();
  const name = user.firstName;
  return (
    <DashboardFrame {...frame} user={user} title={t`Painel Lite`} subtitle={<Trans>Olá, {name}! Acompanhe aqui o uso do seu plano e as suas análises.</Trans>}>
      <PlanDashboard user={user} main={user.mode === 'user' ? <ProUpgradeCard /> : null} />
    </DashboardFrame>
  );
}
