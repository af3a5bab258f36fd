import { Trans, useLingui } from '@lingui/react/macro';
import { plans, type AdminUserRow, type PlanId } from '@otimiza/sdk/shared';
import { App, Flex, Typography } from 'antd';
import { fullName } from '../../kernel/shell/userName';
import { planAfterGrant } from './planAfterGrant';

/**
 * Asks before an administrator grants a plan or removes a grant, saying what it does: the paid
 * subscription goes on untouched, the granted plan prevails while it is higher, and which plan
 * will be in force.
 */
export function useConfirmPlanChange() {
  const { t } = useLingui();
  const { modal } = App.useApp();

  const grant = (row: AdminUserRow, plan: PlanId, onConfirm: () => void) => {
    const name = fullName(row) || row.email;
    const granted = plans[plan].name;
    const paid = plans[row.paidPlan].name;
    const after = planAfterGrant(row.paidPlan, plan);
    const inForce = plans[after].name;
    modal.confirm({
      title: t`Conceder o plano ${granted} a ${name}?`,
      okText: t`Conceder plano`,
      cancelText: t`Cancelar`,
      width: 520,
      content: (
        <Flex vertical gap={8} data-testid="plan-change-confirm">
          <Typography.Text>
            {row.paidPlan === 'free' ? (
              <Trans>A conta não tem assinatura paga; nada passa a ser cobrado por este plano.</Trans>
            ) : (
              <Trans>A assinatura paga ({paid}) continua como está, com as mesmas cobranças.</Trans>
            )}
          </Typography.Text>
          <Typography.Text>
            {after === plan ? (
              <Trans>O plano concedido prevalece enquanto for maior que o pago. Plano em vigor: {inForce}.</Trans>
            ) : (
              <Trans>O plano pago é maior ou igual ao concedido, então continua valendo: plano em vigor {inForce}.</Trans>
            )}
          </Typography.Text>
        </Flex>
      ),
      onOk: onConfirm,
    });
  };

  const removeGrant = (row: AdminUserRow, onConfirm: () => void) => {
    const name = fullName(row) || row.email;
    const paid = plans[row.paidPlan].name;
    modal.confirm({
      title: t`Remover a concessão de ${name}?`,
      okText: t`Remover concessão`,
      okButtonProps: { danger: true },
      cancelText: t`Cancelar`,
      width: 520,
      content: (
        <Typography.Text data-testid="plan-change-confirm">
          <Trans>A conta volta ao plano pago: {paid}. A assinatura, se houver, não muda.</Trans>
        </Typography.Text>
      ),
      onOk: onConfirm,
    });
  };

  return { grant, removeGrant };
}
