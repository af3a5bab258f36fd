import { CreditCardOutlined, SettingOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { billingSubscriptionQueryOptions } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { longDate } from '../billing/subscriptionText';
import { useBillingPortal } from '../billing/useBillingPortal';
import { useLanguage } from '../../kernel/i18n/useLanguage';

/**
 * What the dashboard says about the subscription (`GET /api/billing/subscription`): a failed
 * renewal (past_due) with a way to fix the payment, and a cancellation that ends with the period.
 */
export function SubscriptionNotices() {
  const language = useLanguage();
  const billing = useQuery(billingSubscriptionQueryOptions());
  const portal = useBillingPortal();
  const subscription = billing.data?.subscription;
  if (!subscription) return null;
  const name = plans[subscription.plan].name;
  const manage = billing.data?.canManage;

  if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="subscription-past-due"
        title={<Trans>Não conseguimos processar o pagamento da sua assinatura</Trans>}
        description={
          <Flex vertical gap={12} align="flex-start">
            <span>
              <Trans>
                A renovação do plano {name} foi recusada. Atualize a forma de pagamento para não perder os recursos do plano; novas tentativas de cobrança são
                feitas automaticamente.
              </Trans>
            </span>
            {manage && (
              <Button type="primary" icon={<CreditCardOutlined />} loading={portal.busy} onClick={portal.open}>
                <Trans>Atualizar pagamento</Trans>
              </Button>
            )}
          </Flex>
        }
      />
    );
  }

  if (subscription.cancelAtPeriodEnd) {
    const until = subscription.currentPeriodEnd ? longDate(language, subscription.currentPeriodEnd) : null;
    return (
      <Alert
        type="info"
        showIcon
        data-testid="subscription-ending"
        title={
          until ? (
            <Trans>
              Sua assinatura do plano {name} foi cancelada e termina em {until}.
            </Trans>
          ) : (
            <Trans>Sua assinatura do plano {name} foi cancelada e termina no fim do período atual.</Trans>
          )
        }
        description={
          <Flex vertical gap={12} align="flex-start">
            <span>
              <Trans>Até lá, todos os recursos do plano continuam disponíveis. Depois, a conta volta ao plano Free.</Trans>
            </span>
            {manage && (
              <Button icon={<SettingOutlined />} loading={portal.busy} onClick={portal.open}>
                <Trans>Gerenciar assinatura</Trans>
              </Button>
            )}
          </Flex>
        }
      />
    );
  }
  return null;
}
