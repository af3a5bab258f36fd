import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { Alert, Flex } from 'antd';
import { SubscriptionHeading } from '../billing/SubscriptionHeading';
import { usePlanGrant } from './usePlanGrant';

/**
 * When an administrator's grant gives the plan in force: says so, beside the user's own
 * subscription and its status, and what the grant does to it (nothing: it goes on, and the
 * higher plan prevails while the grant lasts).
 */
export function PlanGrantNotice() {
  const grant = usePlanGrant();
  if (!grant) return null;
  const granted = plans[grant.plan].name;
  const subscription = grant.subscription;
  const paid = subscription ? plans[subscription.plan].name : null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<SafetyCertificateOutlined />}
      data-testid="plan-grant-notice"
      data-granted-plan={grant.plan}
      title={<Trans>Plano {granted} concedido pelo administrador</Trans>}
      description={
        <Flex vertical gap={8} align="flex-start">
          {subscription ? (
            <>
              <Flex align="center" gap={8} wrap data-testid="plan-grant-subscription">
                <SubscriptionHeading subscription={subscription} />
              </Flex>
              <span>
                <Trans>
                  A assinatura paga continua como está, com as mesmas cobranças; o plano concedido prevalece enquanto for maior. Se a concessão for removida,
                  vale de novo o plano {paid}.
                </Trans>
              </span>
            </>
          ) : (
            <span>
              <Trans>Você não tem uma assinatura paga e nada é cobrado por este plano. Se a concessão for removida, a conta volta ao plano Free.</Trans>
            </span>
          )}
        </Flex>
      }
    />
  );
}
