import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { PlanDashboard } from './PlanDashboard';

/** Home of the lite and free plans (and of an unknown plan). */
export function LiteDashboard({ user }: { user: ApiUser }) {
  const { t } = useLingui();
  const name = user.firstName;
  return (
    <PlanDashboard
      user={user}
      title={t`Painel Lite`}
      subtitle={<Trans>Olá, {name}! Acompanhe aqui o uso do seu plano e as suas análises.</Trans>}
    />
  );
}
