import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { DashboardFrame, type FrameProps } from './DashboardFrame';
import { PlanDashboard } from './PlanDashboard';

/** Home of the enterprise plan (and of a temporary enterprise access). */
export function EnterpriseDashboard({ user, ...frame }: FrameProps & { user: ApiUser }) {
  const { t } = useLingui();
  const name = user.firstName;
  return (
    <DashboardFrame
      {...frame}
      user={user}
      title={t`Painel Enterprise`}
      subtitle={<Trans>Olá, {name}! Acompanhe aqui o uso do seu plano Enterprise e as suas análises.</Trans>}
    >
      <PlanDashboard user={user} />
    </DashboardFrame>
  );
}
