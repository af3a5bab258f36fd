import { CreditCardOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { plans, type PaidPlanId, type PlanId } from '@otimiza/sdk/shared';
import { useStartCheckout } from '@otimiza/sdk/web';
import { Alert, Button, Flex } from 'antd';

/**
 * A paid plan chosen at registration and not paid yet: the account keeps the plan in force until
 * the payment is made, and 'Concluir pagamento' opens the checkout for the chosen plan.
 */
export function PendingPlanNotice({ pendingPlan, currentPlan }: { pendingPlan: PaidPlanId; currentPlan: string }) {
  const checkout = useStartCheckout();
  const chosen = plans[pendingPlan].name;
  const current = plans[currentPlan as PlanId]?.name ?? currentPlan;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="pending-plan"
      title={<Trans>O plano {chosen} aguarda pagamento</Trans>}
      description={
        <Flex vertical gap={12} align="flex-start">
          <span>
            <Trans>
              Você escolheu o plano {chosen} no cadastro. Conclua o pagamento para liberar os recursos do plano; até lá, sua conta usa o plano {current}.
            </Trans>
          </span>
          <Button type="primary" icon={<CreditCardOutlined />} loading={checkout.busy} onClick={() => checkout.start(pendingPlan)}>
            <Trans>Concluir pagamento</Trans>
          </Button>
        </Flex>
      }
    />
  );
}
