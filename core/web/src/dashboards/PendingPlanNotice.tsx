import { Trans } from '@lingui/react/macro';
import { plans, type PlanId } from '@otimiza/sdk/shared';
import { Alert } from 'antd';

/**
 * A paid plan chosen at registration and not paid yet: said as it is — payments are not open in
 * this version, so the account keeps the plan in force meanwhile.
 */
export function PendingPlanNotice({ pendingPlan, currentPlan }: { pendingPlan: PlanId; currentPlan: string }) {
  const chosen = plans[pendingPlan].name;
  const current = plans[currentPlan as PlanId]?.name ?? currentPlan;
  return (
    <Alert
      type="warning"
      showIcon
      title={<Trans>O plano {chosen} aguarda pagamento</Trans>}
      description={
        <Trans>
          Você escolheu o plano {chosen} no cadastro. O pagamento on-line ainda não está disponível nesta versão da
          plataforma; até lá, sua conta usa o plano {current}.
        </Trans>
      }
    />
  );
}
