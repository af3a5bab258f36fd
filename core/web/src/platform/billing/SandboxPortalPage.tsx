import { ArrowLeftOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { billingQueryKey, billingSubscriptionQueryOptions, entitlementsQueryOptions, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { cancelSandboxSubscription, simulateSandboxPaymentFailure } from '../api/billing';
import { currentUserQueryKey } from '../session/sessionApi';
import { LinkButton } from '../../kernel/app/LinkButton';
import { SeePlansButton } from './SeePlansButton';
import { useToast } from '../../kernel/app/toast';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { serverMessage } from '../auth/apiErrors';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { PlanBadge } from '../plans/PlanBadge';
import { SandboxBanner } from './SandboxBanner';
import { longDate, priceBrl, subscriptionStatusText } from './subscriptionText';

/**
 * /billing/sandbox/portal: the local stand-in for Stripe's customer portal. Shows the
 * subscription, cancels it (at once: the workspace goes back to Free) and simulates a failed
 * renewal (the subscription becomes past_due), so every billing state can be tried without Stripe.
 */
export function SandboxPortalPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Gerenciar assinatura`);
  const language = useLanguage();
  const toast = useToast();
  const { modal } = App.useApp();
  const narrow = Grid.useBreakpoint().sm === false;
  const queryClient = useQueryClient();
  const billing = useQuery(billingSubscriptionQueryOptions());

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      queryClient.invalidateQueries({ queryKey: entitlementsQueryOptions().queryKey }),
    ]);

  const cancel = useMutation({
    mutationFn: cancelSandboxSubscription,
    onSuccess: async () => {
      await refresh();
      toast.success({ title: t`Assinatura cancelada`, description: t`Sua conta voltou ao plano Free.` });
    },
    onError: (error) => toast.error({ title: t`Erro ao cancelar a assinatura`, description: serverMessage(error, t`Tente novamente em alguns minutos`) }),
  });
  const fail = useMutation({
    mutationFn: simulateSandboxPaymentFailure,
    onSuccess: async () => {
      await refresh();
      toast.warning({
        title: t`Falha de pagamento simulada`,
        description: t`A assinatura ficou com o pagamento pendente, como numa renovação recusada.`,
      });
    },
    onError: (error) => toast.error({ title: t`Erro na simulação`, description: serverMessage(error, t`Tente novamente em alguns minutos`) }),
  });

  const back = (
    <LinkButton to="/pricing" icon={<ArrowLeftOutlined />}>
      <Trans>Voltar</Trans>
    </LinkButton>
  );

  let content: ReactNode;
  if (billing.isPending) {
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else if (billing.error) {
    content = <QueryErrorAlert title={<Trans>Não foi possível carregar a sua assinatura</Trans>} query={billing} />;
  } else if (!billing.data.subscription) {
    content = (
      <Card>
        <Empty
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>
                <Trans>Nenhuma assinatura ativa</Trans>
              </Typography.Text>
              <Typography.Text type="secondary">
                <Trans>Seu espaço de trabalho usa o plano Free. Assine um plano na página de planos.</Trans>
              </Typography.Text>
            </Flex>
          }
        >
          <SeePlansButton />
        </Empty>
      </Card>
    );
  } else {
    const subscription = billing.data.subscription;
    const name = plans[subscription.plan].name;
    const status = subscriptionStatusText[subscription.status];
    const pastDue = subscription.status === 'past_due';
    const confirmCancel = () =>
      modal.confirm({
        title: t`Cancelar a assinatura do plano ${name}?`,
        content: t`No ambiente de teste o cancelamento vale na hora: os recursos do plano ${name} deixam de estar disponíveis e a conta volta ao plano Free.`,
        okText: t`Cancelar assinatura`,
        okButtonProps: { danger: true },
        cancelText: t`Manter assinatura`,
        onOk: () => cancel.mutateAsync().catch(() => undefined),
      });
    content = (
      <Card title={<Trans>Sua assinatura</Trans>} styles={{ body: narrow ? { padding: 16 } : {} }}>
        <Flex vertical gap={16}>
          {pastDue && (
            <Alert
              type="error"
              showIcon
              title={<Trans>Não conseguimos processar o pagamento da sua assinatura</Trans>}
              description={<Trans>A última renovação foi recusada. O plano continua ativo enquanto a cobrança é tentada de novo.</Trans>}
            />
          )}
          <Descriptions
            column={1}
            size="small"
            bordered
            layout={narrow ? 'vertical' : 'horizontal'}
            items={[
              { key: 'plan', label: t`Plano`, children: <PlanBadge plan={subscription.plan} /> },
              {
                key: 'price',
                label: t({ message: 'Valor', context: 'price' }),
                children: <span style={{ whiteSpace: 'nowrap' }}>{`${priceBrl(plans[subscription.plan].priceBrl)}${t`/mês`}`}</span>,
              },
              {
                key: 'status',
                label: t`Situação`,
                children: (
                  <Tag color={status.color} style={{ marginInlineEnd: 0 }} data-testid="subscription-status">
                    {i18n._(status.label)}
                  </Tag>
                ),
              },
              {
                key: 'renewal',
                label: subscription.cancelAtPeriodEnd ? t`Termina em` : t`Próxima renovação`,
                children: subscription.currentPeriodEnd ? longDate(language, subscription.currentPeriodEnd) : '—',
              },
            ]}
          />
          <Flex gap={12} wrap>
            <Button danger icon={<StopOutlined />} loading={cancel.isPending} disabled={fail.isPending} onClick={confirmCancel}>
              <Trans>Cancelar assinatura</Trans>
            </Button>
            <Button icon={<WarningOutlined />} loading={fail.isPending} disabled={cancel.isPending || pastDue} onClick={() => fail.mutate()}>
              <Trans>Simular falha de pagamento</Trans>
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, marginInline: 'auto', width: '100%' }}>
      <SandboxBanner />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(22px, 3vw, 28px)' }}>
          <Trans>Gerenciar assinatura</Trans>
        </Typography.Title>
        {back}
      </Flex>
      {content}
    </Flex>
  );
}
