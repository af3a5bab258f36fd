import { CheckCircleOutlined, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { ApiRequestError, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Button, Card, Descriptions, Flex, Grid, Result, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { paySandboxCheckout, sandboxCheckoutQueryOptions } from '../api/billing';
import { LinkButton } from '../../kernel/app/LinkButton';
import { SeePlansButton } from './SeePlansButton';
import { useToast } from '../../kernel/app/toast';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { serverMessage } from '../auth/apiErrors';
import { SandboxBanner } from './SandboxBanner';
import { priceBrl } from './subscriptionText';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 600, marginInline: 'auto', width: '100%' }}>
      <SandboxBanner />
      {children}
    </Flex>
  );
}

/**
 * /billing/sandbox/checkout/{sessionId}: the local stand-in for Stripe's checkout page, used when
 * the instance has no Stripe key (never in production). 'Pagar' completes the session as a paid
 * checkout would; 'Cancelar' goes back where a cancelled checkout goes.
 */
export function SandboxCheckoutPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout de teste`);
  const toast = useToast();
  const narrow = Grid.useBreakpoint().sm === false;
  const { sessionId = '' } = useParams({ strict: false }) as { sessionId?: string };
  const session = useQuery(sandboxCheckoutQueryOptions(sessionId));
  const [leaving, setLeaving] = useState<'pay' | 'cancel' | null>(null);
  const pay = useMutation({
    mutationFn: () => paySandboxCheckout(sessionId),
    onSuccess: ({ redirectUrl }) => {
      setLeaving('pay');
      window.location.assign(redirectUrl);
    },
    onError: (error) =>
      toast.error({
        title: t`Erro no pagamento`,
        description: serverMessage(error, t`Não foi possível processar o pagamento.`),
      }),
  });

  if (session.isPending) {
    return (
      <Frame>
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </Frame>
    );
  }

  if (session.error) {
    const notFound = session.error instanceof ApiRequestError && session.error.status === 404;
    return (
      <Frame>
        {notFound ? (
          <Card>
            <Result
              status="warning"
              title={<Trans>Sessão de pagamento não encontrada</Trans>}
              subTitle={<Trans>Este endereço de checkout não existe ou não pertence à sua conta.</Trans>}
              extra={<SeePlansButton />}
            />
          </Card>
        ) : (
          <QueryErrorAlert title={<Trans>Não foi possível carregar o checkout</Trans>} query={session} />
        )}
      </Frame>
    );
  }

  const data = session.data;
  const name = plans[data.plan].name;

  if (data.status !== 'open') {
    const complete = data.status === 'complete';
    return (
      <Frame>
        <Card>
          <Result
            icon={complete ? <CheckCircleOutlined style={{ color: '#16A34A' }} /> : <ClockCircleOutlined style={{ color: '#64748B' }} />}
            title={complete ? <Trans>Este pagamento já foi concluído</Trans> : <Trans>Esta sessão de pagamento expirou</Trans>}
            subTitle={
              complete ? <Trans>O plano {name} já está ativo na sua conta.</Trans> : <Trans>Escolha o plano de novo para abrir um novo checkout.</Trans>
            }
            extra={
              complete ? (
                <LinkButton to="/" buttonType="primary">
                  <Trans>Ir para o Dashboard</Trans>
                </LinkButton>
              ) : (
                <SeePlansButton />
              )
            }
          />
        </Card>
      </Frame>
    );
  }

  const price = priceBrl(data.priceBrl);
  return (
    <Frame>
      <Card
        title={
          <Flex align="center" gap={8}>
            <LockOutlined aria-hidden="true" />
            <Trans>Checkout de teste</Trans>
          </Flex>
        }
        styles={{ body: narrow ? { padding: 16 } : {} }}
      >
        <Flex vertical gap={20}>
          <Flex align="baseline" justify="space-between" gap={12} wrap>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
              <Trans>Plano {name}</Trans>
            </Typography.Title>
            <Typography.Text strong style={{ fontSize: 24 }} data-testid="sandbox-price">
              {price}
              <Typography.Text type="secondary" style={{ fontSize: 15, fontWeight: 400 }}>
                <Trans>/mês</Trans>
              </Typography.Text>
            </Typography.Text>
          </Flex>
          <Descriptions
            column={1}
            size="small"
            bordered
            layout={narrow ? 'vertical' : 'horizontal'}
            items={[
              { key: 'plan', label: t`Assinatura`, children: t`Plano ${name}, cobrança mensal` },
              { key: 'email', label: t`Conta`, children: <span style={{ overflowWrap: 'anywhere' }}>{data.email}</span> },
              { key: 'total', label: t`Total hoje`, children: price },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Trans>Ao pagar, o plano {name} é ativado na hora e renova todo mês até você cancelar.</Trans>
          </Typography.Paragraph>
          <Flex gap={12} justify="flex-end" wrap>
            <Button
              size="large"
              disabled={pay.isPending || leaving !== null}
              loading={leaving === 'cancel'}
              onClick={() => {
                setLeaving('cancel');
                window.location.assign(data.cancelUrl);
              }}
            >
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="primary" size="large" loading={pay.isPending || leaving === 'pay'} disabled={leaving === 'cancel'} onClick={() => pay.mutate()}>
              <Trans>Pagar</Trans>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Frame>
  );
}
